import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { loadOverride, type ResourceOverride } from '../overrides';
import type { FormConfig, LabDataProvider, LabPermissions } from '../providers/types';
import { iconFor } from '../layout/menuIcons';
import { SchemaScreen } from './SchemaScreen';
import { schemaRegistry } from './schemaRegistry';

const resourceElements = (config: FormConfig, override: ResourceOverride | undefined) => {
    const access = config.access ?? {};
    const view = (name: 'list' | 'create' | 'edit' | 'show') => (
        <SchemaScreen config={config} view={name} override={override?.[name]} />
    );
    const resource = (
        <Resource
            key={config.name}
            name={config.name}
            options={{ label: config.label }}
            icon={override?.icon ?? iconFor(config.icon)}
            recordRepresentation={override?.recordRepresentation ?? config.recordRepresentation}
            list={view('list')}
            create={access.create === false ? undefined : view('create')}
            edit={access.edit === false ? undefined : view('edit')}
            show={access.show === false ? undefined : view('show')}
        >
            {/* Record pages beside the edit and show views; they read the record, so they need `show`. */}
            {Object.entries(access.show === false ? {} : (override?.routes ?? {})).map(([path, View]) => (
                <Route key={path} path={path} element={<SchemaScreen config={config} view="show" override={View} />} />
            ))}
        </Resource>
    );
    // react-admin routes a resource at /<name>; the config may place it elsewhere (/masters/unit).
    if (config.route === `/${config.name}`) return [resource];
    return [
        resource,
        <CustomRoutes key={`${config.name}-routes`}>
            <Route path={`${config.route}/*`} element={resource} />
        </CustomRoutes>,
    ];
};

/**
 * The function child of <Admin>: once the user is known, reads the form configs and declares a
 * resource (menu, routes, views) for each. A new resources/masters/*.json appears after a
 * server restart, with no rebuild of the SPA.
 */
export const createSchemaResources =
    (dataProvider: LabDataProvider) => async (permissions: LabPermissions | null | undefined) => {
        if (!permissions) return [];
        let configs: FormConfig[];
        try {
            configs = await dataProvider.getFormsConfig();
        } catch (error) {
            schemaRegistry.fail(error);
            return [];
        }
        schemaRegistry.set(configs);
        const overrides = await Promise.all(configs.map(config => loadOverride(config.name)));
        return configs.flatMap((config, index) => resourceElements(config, overrides[index]));
    };
