import NextAuth from "next-auth";
import { endedSessionsRefused, malformedBodiesRefused } from "@/lib/auth/auth-route";
import { authOptions } from "@/lib/auth/options";

const handler = malformedBodiesRefused(endedSessionsRefused(NextAuth(authOptions)));

export { handler as GET, handler as POST };
