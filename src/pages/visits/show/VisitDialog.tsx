import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { VisitRecord } from '../../../providers/visitTypes';

/** What a dialog acting on one visit (cancel, edit items) is given by the visit page. */
export interface VisitActionDialogProps {
    visit: VisitRecord;
    open: boolean;
    onClose: () => void;
}

interface Props {
    open: boolean;
    title: string;
    text?: string;
    submitLabel: string;
    submitColor?: 'primary' | 'error';
    defaultValues: FieldValues;
    validate?: (values: FieldValues) => object;
    /** Resolves 'saved' to close, or the field errors to show. */
    onSubmit: (values: FieldValues) => Promise<object | undefined | 'saved'>;
    onClose: () => void;
    children: ReactNode;
}

/** A small form in a dialog (payment, refund, cancellation): server 400 details land beside its fields. */
export const VisitDialog = ({
    open,
    title,
    text,
    submitLabel,
    submitColor,
    defaultValues,
    validate,
    onSubmit,
    onClose,
    children,
}: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const submit = async (values: FieldValues) => {
        const result = await onSubmit(values);
        if (result === 'saved') {
            onClose();
            return undefined;
        }
        return result;
    };
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            {open && (
                <Form defaultValues={defaultValues} validate={validate} onSubmit={submit} resource="visit" noValidate>
                    <DialogTitle id={titleId}>{title}</DialogTitle>
                    <DialogContent>
                        {text && <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>}
                        {children}
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                        <SaveButton label={submitLabel} alwaysEnable icon={<></>} color={submitColor} />
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
