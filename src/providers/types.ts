import type { AuthProvider, DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { FieldConfig, ResourceHeader, ResourceSort } from '../../contract/forms';
import type { MenuGroup } from '../layout/menuGroups';
import type { OrganisationRef } from '../lib/organisation';
import type { AdminCalls } from './adminCalls';
import type { CourierCalls } from './courierCalls';
import type { EmailCalls } from './emailCalls';
import type { ExpenseCalls } from './expenseCalls';
import type { DocumentCalls } from './documentCalls';
import type { LabCalls } from './labCalls';
import type { VisitCalls } from './visitCalls';
import type { LabWorkCalls } from './labWorkCalls';
import type { ReportSettingsCalls } from './reportSettingsCalls';
import type { OpsCalls } from './opsCalls';
import type { StatsCalls } from './statsCalls';
import type { ThemeCalls } from './themeCalls';

export type { FieldConfig, FieldType } from '../../contract/forms';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** A JSON Schema (draft-07) object as served by the server; ajv compiles it. */
export type JsonSchema = Record<string, unknown>;

/** One schema-driven resource as served by GET /api/ui/get-forms-config (docs/api-contract.md). */
export interface FormConfig extends ResourceHeader {
    menuGroup: MenuGroup;
    permissionResource?: string;
    defaultSort?: ResourceSort;
    fields: FieldConfig[];
    jsonSchema?: { create?: JsonSchema; update?: JsonSchema };
    access?: Partial<Record<ResourceAction, boolean>>;
}

export interface Organisation extends OrganisationRef {
    name: string;
}

export interface SessionUser {
    id: string;
    email: string;
    firstName?: string;
    lastName?: string;
}

export interface MeResponse {
    user: SessionUser;
    organizations: Organisation[];
    organization?: Organisation;
    roles: string[];
    permissions: string[];
    isAdmin: boolean;
    /** A one-time password is still in use: the SPA shows the change-password screen first. */
    mustChangePassword?: boolean;
}

export interface AuthConfig {
    mode: 'local' | 'clerk';
    supportEmail?: string;
    /** Set when the app runs under a domain: that host is bare, its subdomains are organisations. */
    appDomain?: string;
}

export interface DropdownOption {
    id: string;
    name: string;
}

/** What authProvider.getPermissions resolves to and canAccess reads. */
export interface LabPermissions {
    permissions: string[];
    isAdmin: boolean;
}

/** What authProvider.getIdentity resolves to. */
export interface LabIdentity {
    id: string;
    fullName: string;
    email?: string;
    avatar?: string;
    organizations: Organisation[];
}

export interface LabAuthProvider extends AuthProvider {
    readonly mode: 'local' | 'clerk';
    /** The bearer token the data provider sends, or null when signed out. */
    getToken(): Promise<string | null>;
    getIdentity(): Promise<LabIdentity>;
    getPermissions(params?: unknown): Promise<LabPermissions | null>;
    /** Clerk makes the matched organisation active; local mode has nothing to do. */
    activateOrganisation(organisation: Organisation): Promise<void>;
}

/** The data provider: ra-data-simple-rest, the generic calls, and the typed custom calls of spec §7. */
export interface LabDataProvider
    extends
        DataProvider,
        LabCalls,
        AdminCalls,
        LabWorkCalls,
        VisitCalls,
        ReportSettingsCalls,
        EmailCalls,
        DocumentCalls,
        ThemeCalls,
        OpsCalls,
        ExpenseCalls,
        CourierCalls,
        StatsCalls {
    getFormsConfig(): Promise<FormConfig[]>;
    getFormConfig(name: string): Promise<FormConfig>;
    me(): Promise<MeResponse>;
    authConfig(): Promise<AuthConfig>;
    dropdown(tableName: string): Promise<DropdownOption[]>;
    masterGetData(name: string, params?: Partial<GetListParams>): Promise<RaRecord[]>;
    masterCreateUpdate(tableName: string, data: Record<string, unknown>): Promise<RaRecord>;
}
