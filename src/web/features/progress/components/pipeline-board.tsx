import { ChevronDown, ChevronLeft, ChevronRight, UserRound } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { BoardCard, BoardColumn } from "#shared/schemas/board";
import type { ProgressUpdateResult } from "#shared/schemas/progress";
import { STAGES, type Stage } from "#shared/stages";
import { DeadlineBadge } from "#web/components/deadline-badge";
import { NoProjectsYet } from "#web/components/no-projects-yet";
import { QueryState } from "#web/components/query-state";
import { STAGE_STYLES } from "#web/components/stage-style";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu";
import { Skeleton } from "#web/components/ui/skeleton";
import { useBoard } from "#web/features/progress/api/get-board";
import { cn } from "#web/lib/cn";
import { localToday, monthDay, stageAssigneeLabel } from "#web/lib/format";
import { UpdateStatusDialog } from "./update-status-dialog";

const DRAG_TYPE = "application/x-folio-project";

interface PendingMove {
  card: BoardCard;
  stage: Stage;
}

const columnId = (stage: Stage) => `board-stage-${STAGES.indexOf(stage)}`;

/** Whether the board scrolls further left or right from where it is, kept up as it scrolls or resizes. */
function useScrollEdges() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    if (!node) return;
    const left = node.scrollLeft > 1;
    const right = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, [node]);
  useEffect(() => {
    if (!node) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, measure]);
  const scrollBy = (direction: 1 | -1) =>
    node?.scrollBy({ left: direction * node.clientWidth * 0.8, behavior: "smooth" });
  // Sideways only, to the column's snap position (its start, clear of the scroll-padding where the
  // "Show earlier stages" arrow sits). scrollIntoView would also scroll the page to a tall column's
  // top, taking the stage strip, and the focused button in it, up under the sticky top bar.
  const scrollToColumn = (column: HTMLElement) => {
    if (!node) return;
    const padding = Number.parseFloat(getComputedStyle(node).scrollPaddingLeft) || 0;
    node.scrollTo({ left: column.offsetLeft - padding, behavior: "smooth" });
  };
  return { ref: setNode, edges, measure, scrollBy, scrollToColumn };
}

/**
 * The pipeline board: visible projects in the eight stage columns. Moving a card
 * (dragging it onto a column, or choosing a stage in its compact Move menu) opens
 * the Update Status dialog at the target stage, so every move is a recorded update.
 * Eight columns do not fit a screen: a strip of the stages (with their counts) jumps
 * to any column, and the edges fade and offer a scroll button while more lies beyond.
 */
export function PipelineBoard({ onUpdated }: { onUpdated?: (result: ProgressUpdateResult) => unknown }) {
  const [today] = useState(localToday);
  const board = useBoard(today);
  return (
    <QueryState
      query={board}
      what="the board"
      skeleton={<BoardSkeleton />}
      // With no project at all, eight columns of "No projects" would offer no way on: one empty state does.
      isEmpty={(data) => data.columns.every((column) => column.count === 0)}
      empty={<NoProjectsYet title="No projects yet" />}
    >
      {(data) => <Board columns={data.columns} onUpdated={onUpdated} />}
    </QueryState>
  );
}

/** Column shapes, so the page does not jump when the board arrives. */
function BoardSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden">
      {STAGES.slice(0, 4).map((stage) => (
        <Skeleton key={stage} className="h-64 w-64 shrink-0" />
      ))}
    </div>
  );
}

function Board({
  columns,
  onUpdated,
}: {
  columns: BoardColumn[];
  onUpdated?: (result: ProgressUpdateResult) => unknown;
}) {
  const [move, setMove] = useState<PendingMove | null>(null);
  // A moved card is drawn anew in its new column, and the Move button that opened the dialog is
  // gone: focus goes to the card's Move button there, rather than to the start of the page.
  const [moved, setMoved] = useState<PendingMove | null>(null);
  const [dropTarget, setDropTarget] = useState<Stage | null>(null);
  const scroller = useScrollEdges();

  const cards = new Map(columns.flatMap((column) => column.items.map((card) => [card.id, card])));
  const requestMove = (card: BoardCard, stage: Stage) => {
    if (card.current_stage !== stage) setMove({ card, stage });
  };

  return (
    <>
      <nav aria-label="Board stages" className="mb-3">
        {/* One swipeable row on a phone; it wraps where there is room. Its scroll-padding makes a
            button that peeks in at the edge count as hidden, so Tab scrolls it into sight (Chromium
            leaves a button showing a pixel where it is). */}
        <ul className="flex scroll-px-8 gap-1.5 overflow-x-auto pb-1 md:flex-wrap md:overflow-visible">
          {columns.map((column) => (
            <li key={column.stage} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  const target = document.getElementById(columnId(column.stage));
                  if (target) scroller.scrollToColumn(target);
                }}
                className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-xs font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 pointer-coarse:min-h-11"
              >
                <span className={cn("size-2 rounded-full", STAGE_STYLES[column.stage].bar)} aria-hidden />
                {column.stage}
                <span className="text-slate-600">{column.count}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="relative">
        <div
          ref={scroller.ref}
          onScroll={scroller.measure}
          data-testid="board-scroller"
          // Focusable, so a keyboard can scroll the columns even when no column holds a card.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          // relative: a card's visually hidden text is positioned inside the scroller, so it never widens the page.
          // scroll-pl-12: a column snaps (and a stage jump lands) 3rem in, beside the "Show earlier
          // stages" arrow rather than under it, which had hidden its heading and its cards' first letters.
          className="relative flex snap-x scroll-pl-12 gap-4 overflow-x-auto scroll-smooth pb-4"
        >
          {columns.map((column) => (
            <BoardColumnView
              key={column.stage}
              column={column}
              highlighted={dropTarget === column.stage}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                setDropTarget(column.stage);
              }}
              onDragLeave={() => setDropTarget(null)}
              onDrop={(event) => {
                event.preventDefault();
                setDropTarget(null);
                const card = cards.get(event.dataTransfer.getData(DRAG_TYPE));
                if (card) requestMove(card, column.stage);
              }}
              onMove={requestMove}
              focusMoveOf={moved?.stage === column.stage ? moved.card.id : null}
              onMoveFocused={() => setMoved(null)}
            />
          ))}
        </div>
        {scroller.edges.left && (
          <ScrollEdge side="left" label="Show earlier stages" onClick={() => scroller.scrollBy(-1)} />
        )}
        {scroller.edges.right && (
          <ScrollEdge side="right" label="Show later stages" onClick={() => scroller.scrollBy(1)} />
        )}
      </div>
      {move && (
        <UpdateStatusDialog
          open
          onOpenChange={(open) => !open && setMove(null)}
          projectId={move.card.id}
          projectTitle={move.card.title}
          stage={move.stage}
          onUpdated={(result) => {
            setMoved(move);
            return onUpdated?.(result);
          }}
        />
      )}
    </>
  );
}

function BoardColumnView({
  column,
  highlighted,
  onDragOver,
  onDragLeave,
  onDrop,
  onMove,
  focusMoveOf,
  onMoveFocused,
}: {
  column: BoardColumn;
  highlighted: boolean;
  onDragOver: (event: React.DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: React.DragEvent) => void;
  onMove: (card: BoardCard, stage: Stage) => void;
  /** The card just moved into this column, whose Move button takes the focus once it is drawn. */
  focusMoveOf: string | null;
  onMoveFocused: () => void;
}) {
  const headingId = `board-column-${STAGES.indexOf(column.stage)}`;
  const hidden = column.count - column.items.length;
  return (
    <section
      id={columnId(column.stage)}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-stage={column.stage}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        "flex w-64 shrink-0 snap-start flex-col rounded-lg border border-slate-200 bg-slate-50",
        highlighted && "ring-2 ring-blue-500",
      )}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        <span className={cn("size-2.5 rounded-full", STAGE_STYLES[column.stage].bar)} aria-hidden />
        <h2 id={headingId} className="font-semibold text-slate-900">
          {column.stage}
        </h2>
        <Badge className="bg-white text-slate-800" aria-label={`${column.count} projects`}>
          {column.count}
        </Badge>
        {column.overdue_count > 0 && (
          <Badge className="bg-red-100 text-red-900">{`${column.overdue_count} overdue`}</Badge>
        )}
      </header>
      <ul className="flex min-h-24 flex-col gap-3 p-3">
        {column.items.length === 0 && <li className="text-sm text-slate-600">No projects</li>}
        {column.items.map((card) => (
          <BoardCardView
            key={card.id}
            card={card}
            onMove={onMove}
            takeFocus={card.id === focusMoveOf}
            onFocused={onMoveFocused}
          />
        ))}
        {hidden > 0 && <li className="text-xs text-slate-600">{`and ${hidden} more`}</li>}
      </ul>
    </section>
  );
}

/** A fade over the board's edge with a button that scrolls on: more columns lie that way. */
function ScrollEdge({ side, label, onClick }: { side: "left" | "right"; label: string; onClick: () => void }) {
  return (
    <div
      className={cn(
        // The button sits by the column headings, in sight however tall the columns grow.
        "pointer-events-none absolute top-0 bottom-4 flex w-12 items-start pt-2",
        side === "left"
          ? "left-0 justify-start bg-linear-to-r from-white to-transparent"
          : "right-0 justify-end bg-linear-to-l from-white to-transparent",
      )}
    >
      <Button
        variant="outline"
        size="icon"
        aria-label={label}
        onClick={onClick}
        className="pointer-events-auto rounded-full shadow-md"
      >
        {side === "left" ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
      </Button>
    </div>
  );
}

/** A card's Move menu: how it moves the card, and whether it takes the focus (the card was just moved here). */
interface MoveMenuProps {
  card: BoardCard;
  onMove: (card: BoardCard, stage: Stage) => void;
  takeFocus: boolean;
  onFocused: () => void;
}

function BoardCardView(props: MoveMenuProps) {
  const { card } = props;
  return (
    <li
      data-testid="board-card"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className="cursor-grab space-y-1.5 rounded-md border border-slate-200 bg-white p-3 shadow-sm"
    >
      <Link to={`/platform/projects/${card.id}`} className="block font-medium text-slate-900 hover:underline">
        {card.title}
      </Link>
      <p className="text-xs text-slate-600">{`by ${card.author}`}</p>
      <p className="flex items-start gap-1.5 text-xs text-slate-800" data-testid="board-card-assignee">
        <UserRound className="mt-px size-3.5 shrink-0" aria-hidden />
        <span className="sr-only">With </span>
        <span className="min-w-0">{stageAssigneeLabel(card.stage_assignee)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="text-slate-700">{`${card.progress}%`}</span>
        <span className="text-slate-700">{card.deadline ? `Due ${monthDay(card.deadline)}` : "No deadline"}</span>
        <DeadlineBadge deadline={card.deadline} stage={card.current_stage} />
        <MoveMenu {...props} />
      </div>
    </li>
  );
}

/**
 * The keyboard's and a touch screen's way to move a card, where dragging is not: a menu of the
 * other stages. Choosing one asks Update Status about it once the menu has closed and focus is back
 * on this button, so the dialog opens from the button and gives focus back to it. (A select moved
 * the card on its first arrow key, before the user could reach the stage they wanted.)
 */
function MoveMenu({ card, onMove, takeFocus, onFocused }: MoveMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<Stage | null>(null);
  useEffect(() => {
    if (!takeFocus) return;
    trigger.current?.focus();
    onFocused();
  }, [takeFocus, onFocused]);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="outline"
          size="sm"
          className="ml-auto h-7 gap-1 px-2 text-xs"
          aria-label={`Move ${card.title} to stage`}
        >
          Move… <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="min-w-40"
        onCloseAutoFocus={(event) => {
          const stage = chosen.current;
          chosen.current = null;
          if (!stage) return;
          event.preventDefault();
          trigger.current?.focus();
          onMove(card, stage);
        }}
      >
        <DropdownMenuLabel className="text-xs text-slate-600">Move to</DropdownMenuLabel>
        {STAGES.filter((stage) => stage !== card.current_stage).map((stage) => (
          <DropdownMenuItem key={stage} onSelect={() => (chosen.current = stage)}>
            {stage}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
