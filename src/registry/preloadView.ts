import { loadOverride } from '../overrides';
import { GENERATED_VIEWS, type SchemaView } from './screens';

/** Fetches the chunk(s) a schema resource's view needs: its override's lazy screen, else the generated view. */
export const preloadSchemaView = async (resource: string, view: SchemaView) => {
    const override = (await loadOverride(resource))?.[view];
    await (override ? override.preload?.() : GENERATED_VIEWS[view].preload());
};
