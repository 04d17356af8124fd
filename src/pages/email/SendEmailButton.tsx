import MailOutline from '@mui/icons-material/MailOutline';
import { Button, useCanAccess } from 'react-admin';
import { openSendEmail } from './openSendEmail';
import type { PersonRecord } from './personRecord';

interface Props {
    person?: PersonRecord;
    /** translation key of the button */
    label?: string;
    variant?: 'text' | 'contained' | 'outlined';
}

/** Opens Send Email for a person (the open-send-email-modal event), for those who may send e-mail. */
export const SendEmailButton = ({ person, label = 'app.email.button', variant }: Props) => {
    const { canAccess } = useCanAccess({ resource: 'email', action: 'send' });
    if (!canAccess || !person) return null;
    return (
        <Button label={label} variant={variant} onClick={() => openSendEmail(person)}>
            <MailOutline />
        </Button>
    );
};
