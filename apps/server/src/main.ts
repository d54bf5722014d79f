// First, before anything allocates: keeps nextTick's hidden class alive (see the module).
import './platform/tick-shape-anchor';
import { existsSync } from 'node:fs';
import { ConfigError, DEFAULT_CORPUS_DIR, loadConfig } from './config';

async function main(): Promise<void> {
  // A .env in the working directory fills in what the environment leaves unset (the environment wins).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }

  // Signals are taken from the start: one that arrives while the database is being created or
  // migrated lets that finish (a kill half-way through initdb would leave a broken folder), then stops.
  let requested: NodeJS.Signals | undefined;
  let stop = (signal: NodeJS.Signals) => {
    requested = signal;
  };
  const onSignal = (signal: NodeJS.Signals) => stop(signal);
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  const { shutdownSchedule, startServer } = await import('./server');
  const server = await startServer(config);
  stop = (signal) => {
    // A shutdown that hangs past the grace period ends the process outright.
    setTimeout(() => process.exit(1), shutdownSchedule(config).forceMs + 5_000).unref();
    server.shutdown(signal).then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  if (requested) stop(requested);
}

/** `node dist/main.js build-legal-index [CORPUS_DIR]`: the release step that saves every first boot the index build. */
async function buildLegalIndexCommand(corpusDir: string): Promise<void> {
  const { buildReleaseIndex } = await import('./features/legal-db/corpus/legal-index-cache');
  const started = performance.now();
  const { file, articles } = await buildReleaseIndex(corpusDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`legal index of ${articles} articles built in ${seconds} s: ${file}\n`);
}

const [commandName, ...commandArgs] = process.argv.slice(2);
// Each command imports only the modules it runs: without the server's, `backup` and `restore` start
// in about half the time.
const command =
  commandName === 'build-legal-index'
    ? buildLegalIndexCommand(commandArgs[0] ?? process.env.CORPUS_DIR ?? DEFAULT_CORPUS_DIR)
    : commandName === 'backup' || commandName === 'restore'
      ? import('./features/backup/backup.command')
          .then(({ runBackupCommand }) => runBackupCommand(commandName, commandArgs))
          .then((code) => process.exit(code))
      : main();
command.catch((error: unknown) => {
  process.stderr.write(
    `Brocardo could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
