import { type ModelElement, type ModelWriter, Plugin, type ModelSchema } from 'ckeditor5';
import { stripLineBreaks } from '../../tables/cellText';

const isTextBlock = (schema: ModelSchema, element: ModelElement) => schema.checkChild(element, '$text');

/** One line per cell: soft breaks become spaces, text blocks join into the first one, typed newlines go. */
function flattenCell(writer: ModelWriter, schema: ModelSchema, cell: ModelElement): boolean {
    let changed = false;
    for (const { item } of writer.createRangeIn(cell)) {
        if (item.is('element', 'softBreak')) {
            const at = writer.createPositionBefore(item);
            writer.remove(item);
            writer.insertText(' ', at);
            return true;
        }
        if (item.is('$textProxy') && /[\r\n\u2028\u2029]/.test(item.data)) {
            const at = writer.createPositionBefore(item);
            const attributes = item.getAttributes();
            writer.remove(writer.createRangeOn(item));
            writer.insertText(stripLineBreaks(item.data), attributes, at);
            return true;
        }
    }
    const blocks = [...cell.getChildren()].filter(
        (child): child is ModelElement => child.is('element') && isTextBlock(schema, child)
    );
    const [first, ...rest] = blocks;
    for (const block of rest) {
        if (!first.isEmpty && !block.isEmpty) writer.insertText(' ', writer.createPositionAt(first, 'end'));
        writer.move(writer.createRangeIn(block), writer.createPositionAt(first, 'end'));
        writer.remove(block);
        changed = true;
    }
    return changed;
}

/**
 * Spec §5: a cell's text may not contain line breaks. Enter and Shift+Enter do nothing inside a cell, and
 * whatever arrives with breaks (paste, a merge of several cells) is joined into one line.
 */
export class LabTableCellText extends Plugin {
    static get pluginName() {
        return 'LabTableCellText' as const;
    }

    init() {
        const { editor } = this;
        const { model } = editor;
        this.listenTo(
            editor.editing.view.document,
            'enter',
            (evt, data) => {
                if (!model.document.selection.getFirstPosition()?.findAncestor('tableCell')) return;
                (data as { preventDefault(): void }).preventDefault();
                evt.stop();
            },
            { priority: 'high' }
        );
        model.document.registerPostFixer(writer => {
            const cells = new Set<ModelElement>();
            for (const change of model.document.differ.getChanges()) {
                const position = change.type === 'attribute' ? change.range.start : change.position;
                const cell = position.parent.is('element', 'tableCell')
                    ? position.parent
                    : position.findAncestor('tableCell');
                if (cell) cells.add(cell);
                const inserted = change.type === 'insert' ? position.nodeAfter : null;
                if (inserted?.is('element')) {
                    for (const { item } of writer.createRangeOn(inserted))
                        if (item.is('element', 'tableCell')) cells.add(item);
                }
            }
            let changed = false;
            for (const cell of cells) {
                if (cell.root.rootName === '$graveyard') continue;
                while (flattenCell(writer, model.schema, cell)) changed = true;
            }
            return changed;
        });
    }
}
