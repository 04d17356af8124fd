/**
 * English texts of e-mail: the Send Email dialog (spec §2, §8 verbatim), /email-management (outbox and templates)
 * and the e-mail sections of the patient, visit and referral partner pages.
 */
export const emailResources = {
    emailTemplate: {
        name: 'E-mail template |||| E-mail templates',
        fields: {
            id: 'Id',
            templateName: 'Template name',
            content: 'Content',
            isDefault: 'Built in',
            isEditable: 'Editable',
            variables: 'Placeholders',
            updatedAt: 'Changed',
            q: 'Search',
        },
    },
    emailOutbox: {
        name: 'E-mail |||| E-mails',
        fields: {
            createdAt: 'Date',
            to: 'To',
            subject: 'Subject',
            status: 'Status',
            personName: 'Person',
            personId: 'Person',
            templateName: 'Template',
            sender: 'Sent by',
            attempts: 'Attempts',
            response: 'Mail server answer',
            sentAt: 'Delivered',
            transport: 'Through',
            q: 'Search',
            createdAt_gte: 'From',
            createdAt_lte: 'To date',
        },
    },
};

export const emailMessages = {
    email: {
        dialog: {
            title: 'Send Email',
            to: 'To',
            subject: 'Subject',
            template: 'Template',
            no_template: '-- No Template --',
            message: 'Message',
            send: 'Send Email',
            sending: 'Sending...',
            test: 'Test HTML Email',
            close: 'Close',
            sent: 'Email sent successfully!',
            failed: 'Failed to send email.',
            kept: 'Not sent: e-mail delivery is not configured on this server. The message was kept in the local outbox.',
            to_required: "Enter the recipient's e-mail address",
            to_invalid: 'Enter one valid e-mail address',
            subject_required: 'Enter a subject',
            report_ready: 'Report ready',
        },
        /** The fixed test message of 'Test HTML Email'. */
        test_html:
            '<h2>Test HTML Email</h2><p>This is a <strong>test message</strong> from LabDesk, sent to check that HTML e-mail reaches you.</p><p>If you can read this with the heading and the bold text, HTML e-mail works.</p>',
        report_ready_content:
            'Dear [!fullname],\n\nYour test report is ready. You can view and download it here:\n%{link}\n\nThank you for choosing us.',
        button: 'E-mail',
        send_report: 'E-mail report link',
        page_title: 'E-mail',
        menu: 'E-mail',
        tabs: { outbox: 'Outbox', templates: 'Templates' },
        delivery: {
            local: 'E-mail delivery is not configured: messages are kept in the outbox below and nothing leaves this server. Set SMTP_URL and EMAIL_FROM (see the README) to deliver them.',
            smtp: 'Messages are delivered through the SMTP server as %{from}.',
            emailjs: 'Messages are sent from the browser through the hosted EmailJS account (service %{service}).',
        },
        status: { sending: 'Sending', sent: 'Sent', failed: 'Failed', 'kept-locally': 'Kept locally' },
        transport: { smtp: 'SMTP', local: 'Not sent (no delivery configured)', emailjs: 'EmailJS' },
        person_type: { patient: 'Patient', refferal: 'Referral partner' },
        outbox: {
            empty: 'No e-mails yet',
            empty_text: 'Messages sent from the Send Email dialog appear here, with what the mail server answered.',
            view: 'Message',
            resend: 'Resend',
            resent: 'E-mail sent again',
            resend_failed: 'The mail server refused the message again: %{response}',
            resend_needs_smtp: 'Resending needs SMTP on the server',
            attempts: '%{count} attempt |||| %{count} attempts',
            by: 'Sent by %{name}',
            period: 'Period',
        },
        templates: {
            empty: 'No templates',
            duplicated: 'Template duplicated',
            preview: 'Preview on a sample person',
            placeholders: 'Insert a placeholder',
            placeholder_help:
                'Placeholders are replaced from the person the message goes to; a missing value stays empty.',
            unknown: 'Unknown placeholder %{tokens}; use %{allowed}',
            locked: 'This template is locked: switch on Editable to change it.',
            built_in: 'Built in: it can be changed but not deleted',
            deleted: 'Template deleted',
            delete_title: 'Delete template "%{recordRepresentation}"?',
        },
        person: {
            title: 'E-mails',
            empty: 'No e-mails sent to this person yet',
        },
    },
};
