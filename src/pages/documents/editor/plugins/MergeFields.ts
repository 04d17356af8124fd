import {
    addListToDropdown,
    Collection,
    Command,
    createDropdown,
    type ListDropdownItemDefinition,
    Plugin,
    toWidget,
    UIModel,
    viewToModelPositionOutsideModelElement,
    Widget,
} from 'ckeditor5';
import { isPlaceholderName, placeholderToken, type PlaceholderName } from '../../../../../contract/placeholders';

export interface MergeFieldsConfig {
    fields: { name: PlaceholderName; label: string }[];
    buttonLabel: string;
}

const CHIP_CLASS = 'merge-field';

/** Inserts a merge field (spec §3 placeholders and the visit fields) at the caret. */
class InsertMergeFieldCommand extends Command {
    override refresh() {
        const { model } = this.editor;
        this.isEnabled =
            model.schema.findAllowedParent(model.document.selection.getFirstPosition()!, 'mergeField') !== null;
    }

    override execute({ name }: { name: PlaceholderName }) {
        const { model } = this.editor;
        model.change(writer => {
            const field = writer.createElement('mergeField', { name });
            model.insertObject(field, null, null, { setSelection: 'after' });
        });
    }
}

/**
 * Merge fields as chips: `<span class="merge-field" data-field="fullname">[!fullname]</span>` in the HTML (what
 * the server's sanitiser keeps and contract/placeholders.ts fills), an atomic widget in the editor, inserted from a
 * toolbar list.
 */
export class MergeFields extends Plugin {
    static get pluginName() {
        return 'MergeFields' as const;
    }

    static get requires() {
        return [Widget] as const;
    }

    init() {
        const { editor } = this;
        editor.model.schema.register('mergeField', { inheritAllFrom: '$inlineObject', allowAttributes: ['name'] });
        const conversion = editor.conversion;
        conversion.for('upcast').elementToElement({
            view: { name: 'span', classes: CHIP_CLASS },
            model: (viewElement, { writer }) => {
                const name = viewElement.getAttribute('data-field');
                return name && isPlaceholderName(name) ? writer.createElement('mergeField', { name }) : null;
            },
        });
        conversion.for('dataDowncast').elementToElement({
            model: 'mergeField',
            view: (modelElement, { writer }) => {
                const name = modelElement.getAttribute('name') as PlaceholderName;
                const span = writer.createContainerElement('span', { class: CHIP_CLASS, 'data-field': name });
                writer.insert(writer.createPositionAt(span, 0), writer.createText(placeholderToken(name)));
                return span;
            },
        });
        conversion.for('editingDowncast').elementToElement({
            model: 'mergeField',
            view: (modelElement, { writer }) => {
                const name = modelElement.getAttribute('name') as PlaceholderName;
                const span = writer.createContainerElement('span', {
                    class: `${CHIP_CLASS} ld-merge-chip`,
                    'data-field': name,
                });
                writer.insert(writer.createPositionAt(span, 0), writer.createText(placeholderToken(name)));
                return toWidget(span, writer);
            },
        });
        editor.editing.mapper.on(
            'viewToModelPosition',
            viewToModelPositionOutsideModelElement(editor.model, viewElement => viewElement.hasClass(CHIP_CLASS))
        );
        editor.commands.add('insertMergeField', new InsertMergeFieldCommand(editor));
        this.addDropdown();
    }

    private addDropdown() {
        const { editor } = this;
        const config = editor.config.get('mergeFields') as MergeFieldsConfig | undefined;
        if (!config) return;
        editor.ui.componentFactory.add('mergeFields', locale => {
            const dropdown = createDropdown(locale);
            const items = new Collection<ListDropdownItemDefinition>();
            for (const field of config.fields) {
                items.add({
                    type: 'button',
                    model: new UIModel({
                        label: `${field.label} ${placeholderToken(field.name)}`,
                        withText: true,
                        name: field.name,
                    }),
                });
            }
            addListToDropdown(dropdown, items);
            dropdown.buttonView.set({ label: config.buttonLabel, withText: true, tooltip: true });
            const command = editor.commands.get('insertMergeField')!;
            dropdown.bind('isEnabled').to(command);
            this.listenTo(dropdown, 'execute', evt => {
                editor.execute('insertMergeField', { name: (evt.source as UIModel & { name: PlaceholderName }).name });
                editor.editing.view.focus();
            });
            return dropdown;
        });
    }
}
