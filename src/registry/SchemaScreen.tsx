import type { ComponentType } from 'react';
import { ScreenSuspense } from '../layout/ScreenSuspense';
import type { FormConfig } from '../providers/types';
import { FormConfigProvider } from '../builders/FormConfigContext';
import { GENERATED_VIEWS, type SchemaView } from './screens';

interface Props {
    config: FormConfig;
    view: SchemaView;
    override?: ComponentType;
}

/** One view of a schema resource: the override if its folder has one, else the generated view. */
export const SchemaScreen = ({ config, view, override }: Props) => {
    const View = override ?? GENERATED_VIEWS[view];
    return (
        <FormConfigProvider config={config}>
            <ScreenSuspense>
                <View />
            </ScreenSuspense>
        </FormConfigProvider>
    );
};
