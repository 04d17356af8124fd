import {
    Alignment,
    AutoImage,
    Autoformat,
    Bold,
    type EditorConfig,
    Essentials,
    FontSize,
    Heading,
    Image,
    ImageInsertViaUrl,
    ImageResize,
    ImageStyle,
    ImageTextAlternative,
    ImageToolbar,
    ImageUpload,
    Italic,
    Link,
    List,
    PageBreak,
    Paragraph,
    PasteFromOffice,
    Table,
    TableCellProperties,
    TableColumnResize,
    TableProperties,
    TableToolbar,
    Underline,
} from 'ckeditor5';
import { PLACEHOLDERS, type PlaceholderName } from '../../../../contract/placeholders';
import { LabCellSelection } from './plugins/LabCellSelection';
import { LabTableCellText } from './plugins/LabTableCellText';
import { LabTableLimits } from './plugins/LabTableLimits';
import { type LabTableConfig, LabTableMerge } from './plugins/LabTableMerge';
import { LabTableNavigation } from './plugins/LabTableNavigation';
import { type LabUploadConfig, LabUploadAdapter } from './plugins/LabUploadAdapter';
import { MergeFields } from './plugins/MergeFields';

export const EDITOR_PLUGINS = [
    Essentials,
    Autoformat,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Underline,
    List,
    Alignment,
    FontSize,
    Link,
    Image,
    AutoImage,
    ImageInsertViaUrl,
    ImageResize,
    ImageStyle,
    ImageTextAlternative,
    ImageToolbar,
    ImageUpload,
    PageBreak,
    PasteFromOffice,
    Table,
    TableToolbar,
    TableColumnResize,
    TableProperties,
    TableCellProperties,
    LabTableMerge,
    LabCellSelection,
    LabTableCellText,
    LabTableLimits,
    LabTableNavigation,
    LabUploadAdapter,
    MergeFields,
];

export interface EditorOptions {
    table: LabTableConfig;
    upload: LabUploadConfig;
    /** Templates offer the merge-field list; documents do not. */
    mergeFields?: { buttonLabel: string; label: (name: PlaceholderName) => string };
}

const MAIN_TOOLBAR = [
    'undo',
    'redo',
    '|',
    'heading',
    'fontSize',
    '|',
    'bold',
    'italic',
    'underline',
    '|',
    'alignment',
    'bulletedList',
    'numberedList',
    '|',
    'link',
    'uploadImage',
    'insertTable',
    'pageBreak',
];

/** CKEditor with the GPL licence key (no licence server, no cloud services), our table rules and upload adapter. */
export function editorConfig(options: EditorOptions): EditorConfig {
    const mergeFields = options.mergeFields && {
        buttonLabel: options.mergeFields.buttonLabel,
        fields: PLACEHOLDERS.map(name => ({ name, label: options.mergeFields!.label(name) })),
    };
    return {
        licenseKey: 'GPL',
        plugins: EDITOR_PLUGINS,
        toolbar: {
            items: mergeFields ? [...MAIN_TOOLBAR, '|', 'mergeFields'] : MAIN_TOOLBAR,
            shouldNotGroupWhenFull: false,
        },
        fontSize: { options: [10, 12, 'default', 16, 18, 24] },
        heading: {
            options: [
                { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
                { model: 'heading1', view: 'h2', title: 'Heading 1', class: 'ck-heading_heading1' },
                { model: 'heading2', view: 'h3', title: 'Heading 2', class: 'ck-heading_heading2' },
                { model: 'heading3', view: 'h4', title: 'Heading 3', class: 'ck-heading_heading3' },
            ],
        },
        link: { allowedProtocols: ['https?', 'mailto', 'tel'], defaultProtocol: 'https://' },
        image: {
            toolbar: ['imageTextAlternative', '|', 'imageStyle:inline', 'imageStyle:block', 'imageStyle:side'],
            upload: { types: ['png', 'jpeg', 'gif', 'webp'] },
        },
        table: {
            contentToolbar: ['tableColumn', 'tableRow', 'labMergeCells', 'tableProperties', 'tableCellProperties'],
        },
        labTable: options.table,
        labUpload: options.upload,
        mergeFields,
    } as EditorConfig;
}
