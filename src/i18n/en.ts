import englishMessages from 'ra-language-english';
import { catalogueMessages, catalogueResources } from './enCatalogue';
import { courierMessages, courierResources } from './enCourier';
import { emailMessages, emailResources } from './enEmail';
import { expenseMessages, expenseResources } from './enExpense';
import { documentMessages, documentResources } from './enDocuments';
import { frontDeskMessages, frontDeskResources } from './enFrontDesk';
import { labMessages } from './enLab';
import { opsMessages } from './enOps';
import { statsMessages } from './enStats';
import { themeMessages } from './enTheme';
import { userManagementMessages, userManagementResources } from './enUserManagement';
import { visitMessages, visitResources } from './enVisits';

/**
 * The English catalogue. Texts quoted by the product spec are verbatim here (spacing and
 * punctuation included, e.g. 'Session expired ! ' ends with a space).
 */
export const appMessages = {
    loading: 'Loading...',
    name: 'LabDesk',
    print: 'Print',
    auth: {
        title: 'Sign in',
        subtitle: 'Use your LabDesk account to continue.',
        email: 'E-mail',
        password: 'Password',
        submit: 'Sign in',
        submitting: 'Signing in...',
        email_required: 'Enter your e-mail address',
        password_required: 'Enter your password',
        session_expired: 'Session expired ! ',
        sign_out: 'Sign out',
        show_password: 'Show password',
        hide_password: 'Hide password',
    },
    http: {
        internal_server_error: 'Internal Server Error',
        invalid_credentials: 'Invalid credentials',
        not_found: 'Sorry! the data you are looking for could not be found',
        no_response: 'No response from server',
        generic: 'Something went wrong!',
        not_modified: 'Content not modified!',
        content_not_found: 'Content not found.',
    },
    page: {
        go_back: 'Go Back',
        back_home: 'Back to Home',
        not_found: {
            title: 'Oops! Page Not Found!',
            text: 'The page you are looking for does not exist or has been moved.',
        },
        route_error: {
            title: 'Oops! Something went wrong',
            text: 'This screen hit an error. Go back, or start again from the home page.',
            generic: 'Something went wrong!',
            show: 'Show Error',
            hide: 'Hide Error',
        },
        unauthorized: {
            title: 'Unauthorized Access',
            text: 'Your account is not a member of this organisation, or your session has ended.',
        },
        forbidden: {
            title: 'Access Forbidden',
            text: 'You do not have permission to view this page. Ask an administrator for access.',
        },
        server_error: {
            title: 'Internal Server Error',
            text: 'The server could not complete the request. Please try again in a moment.',
        },
        unavailable: {
            title: 'Service Unavailable',
            text: 'LabDesk is down for maintenance or overloaded. Please try again shortly.',
        },
    },
    crash: {
        title: 'Oops! Something Went Wrong',
        subtitle: 'LabDesk ran into an unexpected problem. Your saved work is safe.',
        try_again: 'Try Again',
        reload: 'Reload Page',
        what_happened: 'What Happened',
        what_happened_text: 'A part of the screen failed to display. The error has been logged.',
        quick_recovery: 'Quick Recovery',
        quick_recovery_text:
            'Press Try Again to redraw the screen, or Reload Page to start it afresh. Unsaved form input may be lost on reload.',
        need_help: 'Need Help',
        need_help_text: 'If this keeps happening, write to support with what you were doing:',
        no_support: 'Contact your LabDesk administrator.',
        crash_test: 'Crash test page: the crash switch is off.',
    },
    menu: {
        label: 'Main menu',
        home: 'Home',
        groups: {
            Home: 'Home',
            'Front desk': 'Front desk',
            Laboratory: 'Laboratory',
            Statistics: 'Statistics',
            'Documents & e-mail': 'Documents & e-mail',
            Catalogue: 'Catalogue',
            Masters: 'Masters',
            Administration: 'Administration',
        },
        test_management: 'Test management',
        config_error: 'The screens could not be loaded. Reload the page to try again.',
    },
    home: {
        title: 'Home',
        welcome: 'Welcome, %{name}',
        organisation: 'Organisation',
        signed_in_as: 'Signed in as %{email}',
    },
    font: {
        label: 'Font',
        inter: 'Inter',
        manrope: 'Manrope',
        system: 'System',
    },
    list: {
        search: 'Search',
        from: '%{field} from',
        to: '%{field} to',
    },
    validation: {
        required: '%{field} is required',
        min_length: '%{field} must be at least %{limit} characters',
        max_length: '%{field} must be at most %{limit} characters',
        minimum: '%{field} must be at least %{limit}',
        maximum: '%{field} must be at most %{limit}',
        multiple_of: '%{field} must be a multiple of %{limit}',
        pattern: '%{field} has an invalid format',
        format_email: '%{field} must be a valid e-mail address',
        format_date: '%{field} must be a valid date',
        format_datetime: '%{field} must be a valid date and time',
        format_reference: '%{field} must be chosen from the list',
        enum: '%{field} must be one of: %{values}',
        type_string: '%{field} must be text',
        type_number: '%{field} must be a number',
        type_integer: '%{field} must be a whole number',
        type_boolean: '%{field} must be yes or no',
        type_object: '%{field} must be a JSON object',
        type_array: '%{field} must be a list',
        invalid: '%{field} is invalid',
        json: 'Enter valid JSON',
    },
};

export const en = {
    ...englishMessages,
    resources: {
        ...frontDeskResources,
        ...catalogueResources,
        ...userManagementResources,
        ...visitResources,
        ...emailResources,
        ...expenseResources,
        ...courierResources,
        ...documentResources,
    },
    app: {
        ...appMessages,
        ...frontDeskMessages,
        ...catalogueMessages,
        ...userManagementMessages,
        ...visitMessages,
        ...labMessages,
        ...emailMessages,
        ...expenseMessages,
        ...documentMessages,
        ...themeMessages,
        ...opsMessages,
        ...courierMessages,
        ...statsMessages,
    },
};
