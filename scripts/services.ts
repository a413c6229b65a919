// PostgreSQL 15 and RabbitMQ from Debian, started through scripts/services.sh for the test runner
// and the benchmarks. The shell script installs them when missing (as root) and picks free ports.
import { execFileSync } from 'node:child_process';

const services = ['postgres', 'rabbitmq'];

/** Starts both services; resolves to their URLs as environment variables, or null when they cannot run. */
export function startServices(): { DATABASE_URL: string; AMQP_URL: string } | null {
  try {
    const output = execFileSync('bash', ['scripts/services.sh', 'start', ...services], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 600_000,
    });
    const urls = Object.fromEntries(
      output
        .split('\n')
        .map((line) => line.match(/^(DATABASE_URL|AMQP_URL)=(.+)$/))
        .filter((match): match is RegExpMatchArray => match !== null)
        .map((match) => [match[1], match[2]]),
    );
    return urls.DATABASE_URL && urls.AMQP_URL
      ? { DATABASE_URL: urls.DATABASE_URL, AMQP_URL: urls.AMQP_URL }
      : null;
  } catch (error) {
    console.error(`PostgreSQL/RabbitMQ could not start: ${(error as Error).message}`);
    return null;
  }
}

/** Stops both services (and RabbitMQ's epmd); a failure to stop is reported, never thrown. */
export function stopServices(): void {
  try {
    execFileSync('bash', ['scripts/services.sh', 'stop', ...services], { stdio: 'inherit' });
  } catch (error) {
    console.error(`PostgreSQL/RabbitMQ did not stop cleanly: ${(error as Error).message}`);
  }
}
