-- The audit log: what an administrator, an API token or a command did. Entries are never edited.

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL DEFAULT '',
    "entityId" TEXT NOT NULL DEFAULT '',
    "revisionId" INTEGER,
    "details" JSONB NOT NULL DEFAULT '{}',
    "ipAddress" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");
CREATE INDEX "AuditEntry_actor_createdAt_idx" ON "AuditEntry"("actor", "createdAt");
CREATE INDEX "AuditEntry_entity_createdAt_idx" ON "AuditEntry"("entity", "createdAt");
CREATE INDEX "AuditEntry_action_createdAt_idx" ON "AuditEntry"("action", "createdAt");

-- An account of what was done is only worth something if nobody can rewrite it afterwards;
-- deleting stays possible for the retention's pruning.
CREATE FUNCTION "audit_entry_refuse_update"() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'AuditEntry rows cannot be changed';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "AuditEntry_no_update" BEFORE UPDATE ON "AuditEntry"
    FOR EACH ROW EXECUTE FUNCTION "audit_entry_refuse_update"();
