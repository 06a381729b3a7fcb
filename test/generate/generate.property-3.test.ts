// The generator's 2,000-seed property, shard 3 of 5 (see property-shard.ts).
import { propertyShard } from './property-shard.ts';

propertyShard(3);
