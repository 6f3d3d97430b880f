import { configureRootLogger } from './logger.js';
import { JsonNestLogger } from './nest-logger.js';

function linesAt(level: string, write: (logger: JsonNestLogger) => void): Record<string, unknown>[] {
  const lines: string[] = [];
  configureRootLogger({ level, service: 'shop-api', destination: { write: (line) => lines.push(line) } });
  write(new JsonNestLogger());
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("Nest's own lines", () => {
  const startUp = (logger: JsonNestLogger) => {
    logger.log('Starting Nest application...', 'NestFactory');
    logger.log('CartModule dependencies initialized', 'InstanceLoader');
    logger.log('CartController {/api/cart}:', 'RoutesResolver');
    logger.log('Mapped {/api/cart, GET} route', 'RouterExplorer');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.warn('a slow start', 'InstanceLoader');
  };

  it('keep the start-up wiring out of an info log, and what follows it in', () => {
    expect(linesAt('info', startUp).map((line) => [line.level, line.context, line.msg])).toEqual([
      ['info', 'NestApplication', 'Nest application successfully started'],
      ['warn', 'InstanceLoader', 'a slow start'],
    ]);
  });

  it('write the wiring at debug', () => {
    const lines = linesAt('debug', startUp);
    expect(lines.filter((line) => line.level === 'debug').map((line) => line.context)).toEqual([
      'NestFactory',
      'InstanceLoader',
      'RoutesResolver',
      'RouterExplorer',
    ]);
  });
});
