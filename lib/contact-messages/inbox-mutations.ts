import { describeActor, type Actor } from "@/lib/auth/actor";
import { refuse, rowIdSchema, type WriteOperation } from "@/lib/database/write";
import { z } from "zod";
import { MESSAGE_STATUSES, type MessageStatus } from "./inbox-query";

/**
 * The firm's work on a message, as operations for the write path: where it stands (new, answered,
 * archived), read or not, and who works on it. Each records who did it (the change record's
 * name for the actor) and when, shown on the message. Messages are never on public pages, so no
 * cache tag expires.
 */
const statusSchema = rowIdSchema.extend({ status: z.enum(MESSAGE_STATUSES) });

const onMessage = (id: number) => ({ entity: "contactMessage" as const, action: "update" as const, row: { id } });

export interface StatusChange {
  status: MessageStatus;
  statusAt: Date;
  statusBy: string;
}

export function setContactMessageStatus(
  id: number,
  status: string,
  actor: Actor,
  now = new Date(),
): WriteOperation<typeof statusSchema, StatusChange> {
  return {
    ...onMessage(id),
    schema: statusSchema,
    input: { id, status },
    async apply(tx, data) {
      const change = { status: data.status, statusAt: now, statusBy: describeActor(actor) };
      await tx.contactMessage.update({ where: { id }, data: change, select: { id: true } });
      return { id, value: change, languages: [], tags: [] };
    },
  };
}

/** "Mark unread": the message counts as new on the dashboard again, until someone opens it. */
export function markContactMessageUnread(id: number): WriteOperation<typeof rowIdSchema, null> {
  return {
    ...onMessage(id),
    schema: rowIdSchema,
    input: { id },
    async apply(tx) {
      await tx.contactMessage.update({ where: { id }, data: { readAt: null }, select: { id: true } });
      return { id, value: null, languages: [], tags: [] };
    },
  };
}

const assignSchema = rowIdSchema.extend({ memberId: z.int().positive().nullable() });

export interface Assignment {
  assignedToId: number | null;
  assignedAt: Date | null;
  assignedBy: string | null;
}

/** Gives the message to an active team member, or to nobody (`memberId` null: who and when are cleared). */
export function assignContactMessage(
  id: number,
  memberId: number | null,
  actor: Actor,
  now = new Date(),
): WriteOperation<typeof assignSchema, Assignment> {
  return {
    ...onMessage(id),
    schema: assignSchema,
    input: { id, memberId },
    async apply(tx, data) {
      if (data.memberId !== null) {
        const member = await tx.teamMember.findUnique({ where: { id: data.memberId }, select: { isActive: true } });
        if (!member?.isActive) return refuse("invalid", { memberId: "memberNotFound" });
      }
      const assignment: Assignment =
        data.memberId === null
          ? { assignedToId: null, assignedAt: null, assignedBy: null }
          : { assignedToId: data.memberId, assignedAt: now, assignedBy: describeActor(actor) };
      await tx.contactMessage.update({ where: { id }, data: assignment, select: { id: true } });
      return { id, value: assignment, languages: [], tags: [] };
    },
  };
}
