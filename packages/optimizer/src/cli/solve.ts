import { solomonCommand } from './solomon-command';

/**
 * `npm run -s solve -- solomon <file> --seconds <n> [--seed <s>]`: see `solomonCommand`. npm runs
 * workspace scripts in the package folder; paths are relative to where npm was called.
 */
const result = solomonCommand(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
