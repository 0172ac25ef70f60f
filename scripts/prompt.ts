import readline from "node:readline";

/** Asks for a secret on the terminal without echoing it; reads a plain line when piped. */
export function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const output = rl as unknown as { _writeToOutput?: (text: string) => void };
    if (process.stdin.isTTY) {
      process.stdout.write(question);
      output._writeToOutput = () => {};
    }
    rl.question(process.stdin.isTTY ? "" : question, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write("\n");
      resolve(answer);
    });
    rl.once("close", () => reject(new Error("No password given")));
  });
}
