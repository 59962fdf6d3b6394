import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

interface SortableListProps {
  ids: string[];
  /** How an item is named to a screen reader ("question 2, Funding agency"). */
  nameOf: (id: UniqueIdentifier) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * A vertical list reordered with dnd-kit: by pointer (drag the handle), or by keyboard (focus
 * the handle, Space or Enter to pick up, the arrow keys to move, Space or Enter to drop, Escape
 * to cancel), each step announced in the page's language.
 */
export function SortableList({ ids, nameOf, onMove, children }: SortableListProps) {
  const { t } = useOfficeTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        t('formBuilder.drag.picked', {
          name: nameOf(active.id),
          position: position(active.id),
          total: ids.length,
        }),
      onDragOver: ({ active, over }) =>
        over
          ? t('formBuilder.drag.over', {
              name: nameOf(active.id),
              position: position(over.id),
              total: ids.length,
            })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('formBuilder.drag.dropped', {
          name: nameOf(active.id),
          position: position(over?.id ?? active.id),
          total: ids.length,
        }),
      onDragCancel: ({ active }) => t('formBuilder.drag.cancelled', { name: nameOf(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids, nameOf, t],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('formBuilder.drag.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
