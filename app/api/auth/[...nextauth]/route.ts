import NextAuth from "next-auth";
import { devicesRemembered, endedSessionsRefused, malformedBodiesRefused } from "@/lib/auth/auth-route";
import { authOptions } from "@/lib/auth/options";

const handler = malformedBodiesRefused(endedSessionsRefused(devicesRemembered(NextAuth(authOptions))));

export { handler as GET, handler as POST };
