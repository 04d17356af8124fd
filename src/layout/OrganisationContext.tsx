import { createContext, useContext } from 'react';
import type { Organisation } from '../providers/types';

export const OrganisationContext = createContext<Organisation | undefined>(undefined);

/** The organisation this browser tab works in (matched from the host name, spec §5). */
export const useCurrentOrganisation = () => useContext(OrganisationContext);
