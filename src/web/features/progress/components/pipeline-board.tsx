import { useState } from "react";
import { Link } from "react-router";
import type { BoardCard, BoardColumn } from "#shared/schemas/board";
import type { ProgressUpdateResult } from "#shared/schemas/progress";
import { STAGES, type Stage } from "#shared/stages";
import { DeadlineBadge } from "#web/components/deadline-badge";
import { STAGE_STYLES } from "#web/components/stage-style";
import { Badge } from "#web/components/ui/badge";
import { Label, NativeSelect } from "#web/components/ui/input";
import { LoadingState } from "#web/components/ui/skeleton";
import { useBoard } from "#web/features/progress/api/get-board";
import { cn } from "#web/lib/cn";
import { localToday, monthDay } from "#web/lib/format";
import { UpdateStatusDialog } from "./update-status-dialog";

const DRAG_TYPE = "application/x-folio-project";

interface PendingMove {
  card: BoardCard;
  stage: Stage;
}

/**
 * The pipeline board: visible projects in the eight stage columns. Moving a card
 * (dragging it onto a column, or choosing a column in its 'Move to' menu) opens
 * the Update Status dialog at the target stage, so every move is a recorded update.
 */
export function PipelineBoard({ onUpdated }: { onUpdated?: (result: ProgressUpdateResult) => unknown }) {
  const [today] = useState(localToday);
  const board = useBoard(today);
  const [move, setMove] = useState<PendingMove | null>(null);
  const [dropTarget, setDropTarget] = useState<Stage | null>(null);

  if (board.isPending) return <LoadingState label="Loading the board…" />;
  if (board.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The board could not be loaded. Please try again.
      </p>
    );
  }

  const cards = new Map(board.data.columns.flatMap((column) => column.items.map((card) => [card.id, card])));
  const requestMove = (card: BoardCard, stage: Stage) => {
    if (card.current_stage !== stage) setMove({ card, stage });
  };

  return (
    <>
      <div className="flex gap-4 overflow-x-auto pb-4">
        {board.data.columns.map((column) => (
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
          />
        ))}
      </div>
      {move && (
        <UpdateStatusDialog
          open
          onOpenChange={(open) => !open && setMove(null)}
          projectId={move.card.id}
          projectTitle={move.card.title}
          stage={move.stage}
          onUpdated={onUpdated}
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
}: {
  column: BoardColumn;
  highlighted: boolean;
  onDragOver: (event: React.DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: React.DragEvent) => void;
  onMove: (card: BoardCard, stage: Stage) => void;
}) {
  const headingId = `board-column-${STAGES.indexOf(column.stage)}`;
  const hidden = column.count - column.items.length;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="board-column"
      data-stage={column.stage}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        "flex w-72 shrink-0 flex-col rounded-lg border border-slate-200 bg-slate-50",
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
          <BoardCardView key={card.id} card={card} onMove={onMove} />
        ))}
        {hidden > 0 && <li className="text-xs text-slate-600">{`and ${hidden} more`}</li>}
      </ul>
    </section>
  );
}

function BoardCardView({ card, onMove }: { card: BoardCard; onMove: (card: BoardCard, stage: Stage) => void }) {
  const selectId = `move-${card.id}`;
  return (
    <li
      data-testid="board-card"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className="cursor-grab space-y-2 rounded-md border border-slate-200 bg-white p-3 shadow-sm"
    >
      <Link
        to={`/platform/projects/${card.id}`}
        className="block font-medium break-words text-slate-900 hover:underline"
      >
        {card.title}
      </Link>
      <p className="text-sm text-slate-600">{`by ${card.author}`}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="text-slate-700">{`${card.progress}%`}</span>
        <span className="text-slate-700">{card.deadline ? `Due ${monthDay(card.deadline)}` : "No deadline"}</span>
        <DeadlineBadge deadline={card.deadline} stage={card.current_stage} />
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={selectId} className="text-xs whitespace-nowrap text-slate-700">
          Move to
        </Label>
        <NativeSelect
          id={selectId}
          aria-label={`Move ${card.title} to stage`}
          className="h-8 text-xs"
          value=""
          onChange={(event) => {
            const stage = event.target.value as Stage;
            if (stage) onMove(card, stage);
          }}
        >
          <option value="">Choose a stage</option>
          {STAGES.filter((stage) => stage !== card.current_stage).map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}
