#!/usr/bin/env node
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `tsx src/cli.ts <command> [options]`: each command is a module in
 * `commands/<command>.ts` exporting `run(args): Promise<number>` (the exit code),
 * so a new command is a new file and nothing here changes.
 */
export interface CliCommand {
  description: string;
  run(args: string[]): Promise<number>;
}

const COMMANDS_DIR = new URL('./commands/', import.meta.url);
const COMMAND_NAME = /^[a-z][a-z0-9-]*$/;

function availableCommands(): string[] {
  return readdirSync(fileURLToPath(COMMANDS_DIR))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    console.log(`usage: quran-assistant <command> [options]\ncommands: ${availableCommands().join(', ')}`);
    return name === undefined ? 1 : 0;
  }
  const file = new URL(`${name}.ts`, COMMANDS_DIR);
  if (!COMMAND_NAME.test(name) || !existsSync(fileURLToPath(file))) {
    console.error(`unknown command "${name}"; commands: ${availableCommands().join(', ')}`);
    return 1;
  }
  const command = (await import(file.href)) as Partial<CliCommand>;
  if (typeof command.run !== 'function') {
    console.error(`commands/${name}.ts does not export run(args)`);
    return 1;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
