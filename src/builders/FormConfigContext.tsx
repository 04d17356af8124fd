import { createContext, type ReactNode, useContext } from 'react';
import type { FormConfig } from '../providers/types';

const FormConfigContext = createContext<FormConfig | null>(null);

export const FormConfigProvider = ({ config, children }: { config: FormConfig; children: ReactNode }) => (
    <FormConfigContext.Provider value={config}>{children}</FormConfigContext.Provider>
);

/** The form config of the schema resource on screen (generated views and overrides read it). */
export const useFormConfig = (): FormConfig => {
    const config = useContext(FormConfigContext);
    if (!config) throw new Error('useFormConfig must be used inside a schema resource screen.');
    return config;
};
