import { Box, Stack, Tab, Tabs } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { guarded } from '../userManagement/guarded';
import { EmailDeliveryBanner } from './EmailDeliveryBanner';
import { EMAIL_MANAGEMENT_PATH, EMAIL_TEMPLATES_PATH } from './emailPaths';
import { EmailOutboxList } from './EmailOutboxList';
import { EmailTemplateCreate, EmailTemplateEdit } from './EmailTemplateForms';
import { EmailTemplateList } from './EmailTemplateList';

/** Outbox and Templates, each shown to whom may list it. */
const EmailTabs = ({ outbox, templates }: { outbox: boolean; templates: boolean }) => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const current = pathname.startsWith(EMAIL_TEMPLATES_PATH) ? EMAIL_TEMPLATES_PATH : EMAIL_MANAGEMENT_PATH;
    return (
        <Tabs
            value={current}
            aria-label={translate('app.email.page_title')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
            {[
                { shown: outbox, path: EMAIL_MANAGEMENT_PATH, label: 'app.email.tabs.outbox' },
                { shown: templates, path: EMAIL_TEMPLATES_PATH, label: 'app.email.tabs.templates' },
            ]
                .filter(tab => tab.shown)
                .map(tab => (
                    <Tab
                        key={tab.path}
                        value={tab.path}
                        label={translate(tab.label)}
                        component={LinkBase}
                        to={tab.path}
                    />
                ))}
        </Tabs>
    );
};

/**
 * /email-management (spec §2): says how e-mail leaves this server, then the outbox (filters, message view, resend,
 * CSV export) and the organisation's templates (create, edit with a live preview, duplicate, delete).
 */
export const EmailManagementPage = () => {
    const outbox = useCanAccess({ resource: 'email', action: 'list' });
    const templates = useCanAccess({ resource: 'emailTemplate', action: 'list' });
    if (outbox.isPending || templates.isPending) return null;
    if (!outbox.canAccess && !templates.canAccess) return <Navigate to="/403" replace />;
    return (
        <Stack spacing={2} sx={{ mt: 1 }}>
            <EmailDeliveryBanner />
            <EmailTabs outbox={Boolean(outbox.canAccess)} templates={Boolean(templates.canAccess)} />
            <Box>
                <Routes>
                    <Route
                        index
                        element={
                            outbox.canAccess ? (
                                guarded('email', 'list', <EmailOutboxList />)
                            ) : (
                                <Navigate to="templates" replace />
                            )
                        }
                    />
                    <Route path="templates" element={guarded('emailTemplate', 'list', <EmailTemplateList />)} />
                    <Route
                        path="templates/create"
                        element={guarded('emailTemplate', 'create', <EmailTemplateCreate />)}
                    />
                    <Route path="templates/:id" element={guarded('emailTemplate', 'edit', <EmailTemplateEdit />)} />
                    <Route path="*" element={<NotFoundPage />} />
                </Routes>
            </Box>
        </Stack>
    );
};

EmailManagementPage.path = EMAIL_MANAGEMENT_PATH;
