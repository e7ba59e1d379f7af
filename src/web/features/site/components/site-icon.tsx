import {
  Award,
  BookOpen,
  Clock,
  Eye,
  HandCoins,
  Handshake,
  HardHat,
  HeartHandshake,
  Hospital,
  Layers,
  Lightbulb,
  type LucideIcon,
  MonitorSmartphone,
  Radio,
  Recycle,
  ShieldCheck,
  Sprout,
  Target,
  Users,
} from "lucide-react";
import type { IconKey } from "#content/index";

/** Maps the content module's icon keys to individual lucide icons (no icon set is bundled). */
const icons: Record<IconKey, LucideIcon> = {
  sprout: Sprout,
  radio: Radio,
  monitor: MonitorSmartphone,
  book: BookOpen,
  coins: HandCoins,
  "hard-hat": HardHat,
  hospital: Hospital,
  "heart-handshake": HeartHandshake,
  award: Award,
  "shield-check": ShieldCheck,
  lightbulb: Lightbulb,
  users: Users,
  recycle: Recycle,
  clock: Clock,
  handshake: Handshake,
  target: Target,
  eye: Eye,
  layers: Layers,
};

/** A decorative icon: the text next to it carries the meaning. */
export function SiteIcon({ name, className }: { name: IconKey; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
