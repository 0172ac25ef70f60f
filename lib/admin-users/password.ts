import bcrypt from "bcryptjs";

/** OWASP's recommendation for bcrypt is a work factor of at least 10; 12 costs ~0.3 s here. */
export const PASSWORD_HASH_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

/** Whether a password matches a stored hash; sign-in takes it as a parameter, so tests can make it fail. */
export type PasswordVerifier = (password: string, hash: string) => Promise<boolean>;

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
