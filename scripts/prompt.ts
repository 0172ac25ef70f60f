import readline from "node:readline";

/** Asks for a secret on the terminal without echoing it; reads the first line when piped. */
export async function promptHidden(question: string): Promise<string> {
  process.stdout.write(question);
  if (!process.stdin.isTTY) return readFirstLine();
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Typed characters are not echoed.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  return new Promise((resolve, reject) => {
    rl.question("", (answer) => {
      process.stdout.write("\n");
      rl.close();
      resolve(answer);
    });
    rl.once("SIGINT", () => reject(new Error("Cancelled")));
  });
}

async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const line = Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  process.stdout.write("\n");
  if (!line) throw new Error("No password given");
  return line;
}
