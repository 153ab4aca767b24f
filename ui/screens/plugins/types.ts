import type * as v from 'valibot';
import type { pluginSchema } from '../../../api/routes/plugins';

export type PluginView = v.InferOutput<typeof pluginSchema>;
