#!/bin/sh
echo "The Prisma schema engine is not available on this machine: migrations are hand-written SQL applied by npm run db:migrate." >&2
exit 1
