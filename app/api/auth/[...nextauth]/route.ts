import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { endedSessionsRefused } from "@/lib/auth/session-endpoint";

const handler = endedSessionsRefused(NextAuth(authOptions));

export { handler as GET, handler as POST };
