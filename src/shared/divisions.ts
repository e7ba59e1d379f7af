/** Contact form: division values and their labels. */
export const DIVISIONS = [
  { value: "agribusiness", label: "Agribusiness" },
  { value: "sky-media", label: "Sky Media" },
  { value: "digital-solutions", label: "Digital Solutions" },
  { value: "publishing", label: "Publishing & Printing" },
  { value: "microfinance", label: "Microfinance" },
  { value: "construction", label: "Civil & Building" },
  { value: "hospital", label: "Hospital" },
  { value: "foundation", label: "Foundation" },
] as const;
export const DIVISION_VALUES = DIVISIONS.map((d) => d.value) as [
  (typeof DIVISIONS)[number]["value"],
  ...(typeof DIVISIONS)[number]["value"][],
];
export type Division = (typeof DIVISIONS)[number]["value"];
