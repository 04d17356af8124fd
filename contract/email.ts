/**
 * E-mail (spec §2 Send Email dialog, §3 e-mail template and send payload, §7 the sending service's request):
 * the relay that answers EmailJS's protocol, the organisation's templates and the outbox.
 * docs/api-contract.md, "E-mail", describes the calls.
 */
import { Type, type Static } from 'typebox';
import { Nullable, PersonRef } from './common.ts';

/** Who an e-mail concerns: a patient or a referral partner (the spec's path spelling). */
export const EmailPersonType = Type.Enum(['patient', 'refferal']);
export type EmailPersonType = Static<typeof EmailPersonType>;

/**
 * `template_params` of the relay: the spec's payload (emailtitle, Toemail, message) plus what LabDesk records with
 * the message. A hosted EmailJS template may use the same names; it ignores the `labdesk_*` ones.
 */
export const EmailSendParams = Type.Object(
  {
    emailtitle: Type.String({ maxLength: 300, title: 'Subject' }),
    Toemail: Type.String({ maxLength: 254, title: 'To' }),
    message: Type.String({ maxLength: 50_000, title: 'Message' }),
    /** `html` for the test message: the body is sanitised HTML, with a plain-text part beside it */
    labdesk_format: Type.Optional(Type.Enum(['text', 'html'])),
    /** the name of the template the message was written from, recorded with it */
    labdesk_template: Type.Optional(Type.String({ maxLength: 100 })),
    labdesk_person_type: Type.Optional(EmailPersonType),
    labdesk_person_id: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type EmailSendParams = Static<typeof EmailSendParams>;

/**
 * `POST /api/v1.0/email/send`: the request @emailjs/browser makes. On LabDesk's own relay `user_id` (EmailJS's
 * public key) carries the member's sign-in token.
 */
export const EmailSendRequest = Type.Object(
  {
    lib_version: Type.String({ maxLength: 20 }),
    user_id: Type.String({ maxLength: 8192 }),
    service_id: Type.String({ minLength: 1, maxLength: 100 }),
    template_id: Type.String({ minLength: 1, maxLength: 100 }),
    template_params: EmailSendParams,
    accessToken: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type EmailSendRequest = Static<typeof EmailSendRequest>;

/** Spec §3's e-mail template, as the API answers it. `id` is per organisation; 'Default Welcome' is always 1. */
export const EmailTemplate = Type.Object({
  id: Type.Integer(),
  templateName: Type.String(),
  content: Type.String(),
  isDefault: Type.Boolean(),
  isEditable: Type.Boolean(),
  /** the placeholders the content uses, in order of first use: "fullname", "age", "gender", "phone", "email" */
  variables: Type.Array(Type.String()),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type EmailTemplate = Static<typeof EmailTemplate>;

const templateFields = {
  templateName: Type.String({ minLength: 1, maxLength: 100, title: 'Template name' }),
  content: Type.String({ minLength: 1, maxLength: 20_000, title: 'Content' }),
  isEditable: Type.Boolean({ title: 'Editable' }),
};

export const EmailTemplateCreate = Type.Object(
  { templateName: templateFields.templateName, content: templateFields.content, isEditable: Type.Optional(templateFields.isEditable) },
  { additionalProperties: false },
);
export type EmailTemplateCreate = Static<typeof EmailTemplateCreate>;

/** A change: the fields to change and the version read; the record's read-only fields may come back and are ignored. */
export const EmailTemplateUpdate = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    templateName: Type.Optional(templateFields.templateName),
    content: Type.Optional(templateFields.content),
    isEditable: Type.Optional(templateFields.isEditable),
    id: Type.Optional(Type.Unknown()),
    isDefault: Type.Optional(Type.Unknown()),
    variables: Type.Optional(Type.Unknown()),
    createdAt: Type.Optional(Type.Unknown()),
    updatedAt: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type EmailTemplateUpdate = Static<typeof EmailTemplateUpdate>;

export const EmailTemplateDuplicate = Type.Object(
  { newName: Type.String({ minLength: 1, maxLength: 100, title: 'New name' }) },
  { additionalProperties: false },
);
export type EmailTemplateDuplicate = Static<typeof EmailTemplateDuplicate>;

/** A template's id in the path; anything but one of the organisation's ids is a 404. */
export const EmailTemplateParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
export type EmailTemplateParams = Static<typeof EmailTemplateParams>;

/**
 * sending → sent | failed (with the mail server's answer); kept-locally when the server has no SMTP configured.
 * Nothing moves a message on by itself: a failed one is resent by a person.
 */
export const EmailStatus = Type.Enum(['sending', 'sent', 'failed', 'kept-locally']);
export type EmailStatus = Static<typeof EmailStatus>;

/** smtp: our relay delivered (or tried); local: kept, no delivery configured; emailjs: the browser sent it through a hosted account. */
export const EmailTransport = Type.Enum(['smtp', 'local', 'emailjs']);
export type EmailTransport = Static<typeof EmailTransport>;

const nullableString = Nullable(Type.String());

/** One message of the outbox. */
export const EmailOutboxEntry = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  format: Type.Enum(['text', 'html']),
  templateName: nullableString,
  personType: Nullable(EmailPersonType),
  personId: nullableString,
  personName: nullableString,
  sender: Nullable(PersonRef),
  status: EmailStatus,
  transport: EmailTransport,
  attempts: Type.Integer(),
  /** the mail server's last answer ("250 2.0.0 Ok: queued", "550 5.1.1 No such user"), or why nothing was sent */
  response: nullableString,
  createdAt: Type.String(),
  lastAttemptAt: Type.String(),
  sentAt: nullableString,
});
export type EmailOutboxEntry = Static<typeof EmailOutboxEntry>;

export const EmailOutboxPage = Type.Array(EmailOutboxEntry);
export type EmailOutboxPage = Static<typeof EmailOutboxPage>;

export const EmailOutboxParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
export type EmailOutboxParams = Static<typeof EmailOutboxParams>;

/**
 * `POST /api/email/outbox`: with a hosted EmailJS account the browser sends, then records here what the service
 * answered (refused unless the server is configured for EmailJS).
 */
export const EmailOutboxRecord = Type.Object(
  {
    to: Type.String({ minLength: 3, maxLength: 254, title: 'To' }),
    subject: Type.String({ minLength: 1, maxLength: 300, title: 'Subject' }),
    message: Type.String({ maxLength: 50_000, title: 'Message' }),
    format: Type.Optional(Type.Enum(['text', 'html'])),
    templateName: Type.Optional(Type.String({ maxLength: 100 })),
    personType: Type.Optional(EmailPersonType),
    personId: Type.Optional(Type.String({ format: 'uuid' })),
    status: Type.Enum(['sent', 'failed']),
    response: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type EmailOutboxRecord = Static<typeof EmailOutboxRecord>;

/** `GET /api/email/settings`: how this server delivers, for the dialog and the outbox screen. */
export const EmailSettings = Type.Object({
  /** smtp: the relay delivers; local: nothing is configured, messages are kept in the outbox; emailjs: a hosted account */
  delivery: Type.Enum(['smtp', 'local', 'emailjs']),
  /** the From address of the relay, when it has one */
  from: nullableString,
  /** failed messages can be resent from the outbox (the relay has SMTP) */
  canResend: Type.Boolean(),
  emailjs: Type.Union([
    Type.Object({ serviceId: Type.String(), templateId: Type.String(), publicKey: Type.String(), origin: Type.String() }),
    Type.Null(),
  ]),
  limits: Type.Object({ perMinute: Type.Integer(), perDay: Type.Integer() }),
});
export type EmailSettings = Static<typeof EmailSettings>;
