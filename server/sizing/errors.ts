// The sizing wing's refusals, in the words the operator reads; plugins/errors.ts picks their statuses.
import { InvalidInput } from '../errors';

/** A chart naming one size twice (sizes are compared trimmed, in any case). */
export class SizeChartInvalid extends InvalidInput {
  constructor(size: string) {
    super({ key: 'sizing.sizeTwice', values: { size } });
  }
}
