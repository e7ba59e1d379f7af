/** The demo catalogue behind seedDemoProjects: one or more projects in every stage. */
import type { AssignableRole, Role } from "#shared/roles";
import type { Stage, StageStatus } from "#shared/stages";

export interface DemoProject {
  title: string;
  author: string;
  summary: string;
  subject: string;
  level: string;
  genre: string;
  objectives: string[];
  stage: Stage;
  createdBy: Role;
  startedDaysAgo: number;
  updatedDaysAgo: number;
  /** null: no deadline. Negative: overdue. */
  deadlineInDays: number | null;
  team: AssignableRole[];
  stages: Array<{ name: string; status: StageStatus; assignee?: Role; comment?: string; dueInDays?: number }>;
  comments: Array<{ by: Role; text: string }>;
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: "Rivers of the Rift Valley",
    author: "Joseph Kiprono",
    summary:
      "An illustrated geography reader that follows three rivers from the highlands to the lakes, with maps, field notes and questions for discussion.",
    subject: "Geography",
    level: "Primary",
    genre: "Non-fiction",
    objectives: ["Read and draw simple maps", "Explain how rivers shape settlements", "Practise note-taking"],
    stage: "Book Started",
    createdBy: "Admin",
    startedDaysAgo: 3,
    updatedDaysAgo: 1,
    deadlineInDays: 150,
    team: ["Writer"],
    stages: [],
    comments: [{ by: "Writer", text: "I have the chapter plan ready; sharing it before Friday's call." }],
  },
  {
    title: "The Baobab Keeper",
    author: "Wanjiru Kamau",
    summary:
      "A young girl inherits the care of her village's ancient baobab and learns the stories carved into its bark during one long dry season.",
    subject: "Literature",
    level: "Primary",
    genre: "Children's fiction",
    objectives: ["Build reading fluency", "Discuss family and community", "Retell a story in sequence"],
    stage: "Writing",
    createdBy: "Writer",
    startedDaysAgo: 40,
    updatedDaysAgo: 2,
    deadlineInDays: 21,
    team: ["Writer", "Editor"],
    stages: [
      { name: "Writing", status: "In Progress", assignee: "Writer", comment: "Chapters 1–6 drafted", dueInDays: 10 },
      { name: "Editing", status: "Not Started", assignee: "Editor", dueInDays: 20 },
    ],
    comments: [
      { by: "Editor", text: "The opening chapter is lovely. Can we keep each chapter under 1,500 words?" },
      { by: "Writer", text: "Yes, I will trim chapters two and four this week." },
    ],
  },
  {
    title: "Foundations of Algebra for Secondary Schools",
    author: "Dr. Samuel Osei",
    summary:
      "A complete Form 1–2 algebra course with worked examples, graded exercises and revision tests aligned to the national curriculum.",
    subject: "Mathematics",
    level: "Secondary",
    genre: "Textbook",
    objectives: ["Solve linear equations", "Factorise quadratic expressions", "Apply algebra to word problems"],
    stage: "Writing",
    createdBy: "Admin",
    startedDaysAgo: 60,
    updatedDaysAgo: 5,
    deadlineInDays: -4,
    team: ["Writer", "Editor", "Typesetter"],
    stages: [
      { name: "Writing", status: "In Progress", assignee: "Writer", comment: "Units 1–4 of 7 complete", dueInDays: -4 },
    ],
    comments: [{ by: "Admin", text: "The deadline has passed; please send a revised schedule for units 5–7." }],
  },
  {
    title: "Market Day Mathematics",
    author: "Grace Mutua",
    summary:
      "Counting, money and measurement taught through a busy Saturday market, with stickers and cut-out coins for early learners.",
    subject: "Mathematics",
    level: "Pre-primary",
    genre: "Activity book",
    objectives: ["Count to one hundred", "Recognise coins and notes", "Compare lengths and weights"],
    stage: "Editing",
    createdBy: "Admin",
    startedDaysAgo: 75,
    updatedDaysAgo: 1,
    deadlineInDays: 45,
    team: ["Writer", "Editor", "Illustrator"],
    stages: [
      { name: "Writing", status: "Completed", assignee: "Writer" },
      {
        name: "Editing",
        status: "In Progress",
        assignee: "Editor",
        comment: "Checking every answer key",
        dueInDays: 7,
      },
      { name: "Illustration", status: "Not Started", assignee: "Illustrator", dueInDays: 30 },
    ],
    comments: [
      { by: "Editor", text: "Found two answer-key errors on pages 14 and 22; corrected in the shared draft." },
      { by: "Illustrator", text: "Could I get the final list of items sold at the market before I sketch?" },
    ],
  },
  {
    title: "Voices from the Savannah: An Anthology of Young Poets",
    author: "Chiamaka Eze",
    summary:
      "Sixty poems by secondary-school students from across the region, selected from the Meridian Young Writers Prize, with teaching notes.",
    subject: "Literature",
    level: "Secondary",
    genre: "Poetry",
    objectives: ["Analyse imagery and rhythm", "Write and perform a poem", "Discuss identity and place"],
    stage: "Editing",
    createdBy: "Writer",
    startedDaysAgo: 90,
    updatedDaysAgo: 8,
    deadlineInDays: 12,
    team: ["Editor"],
    stages: [
      { name: "Selection", status: "Completed", assignee: "Writer", comment: "60 of 412 entries chosen" },
      { name: "Permissions", status: "On Hold", comment: "Waiting for three guardians' signatures" },
    ],
    comments: [{ by: "Editor", text: "Teaching notes for section two are in; section three still needs questions." }],
  },
  {
    title: "Healthy Harvests: A Farmer's Guide to Soil",
    author: "Meridian Agribusiness Extension Team",
    summary:
      "A practical field guide to soil testing, composting and crop rotation for smallholder farmers, with photographs from our demonstration plots.",
    subject: "Agriculture",
    level: "Adult",
    genre: "Handbook",
    objectives: ["Test soil acidity on the farm", "Make and use compost", "Plan a three-season rotation"],
    stage: "Illustration",
    createdBy: "Admin",
    startedDaysAgo: 120,
    updatedDaysAgo: 3,
    deadlineInDays: 25,
    team: ["Writer", "Editor", "Illustrator"],
    stages: [
      { name: "Writing", status: "Completed", assignee: "Writer" },
      { name: "Editing", status: "Completed", assignee: "Editor" },
      {
        name: "Illustration",
        status: "In Progress",
        assignee: "Illustrator",
        comment: "14 of 32 diagrams done",
        dueInDays: 9,
      },
    ],
    comments: [
      { by: "Illustrator", text: "The compost cross-section diagram is ready for review." },
      { by: "Writer", text: "Looks right. Please label the layers in Swahili as well as English." },
    ],
  },
  {
    title: "Kofi and the Kite",
    author: "Ama Boateng",
    summary:
      "A picture book about a boy who builds a kite from market scraps and the windy afternoon it carries his wishes over the town.",
    subject: "Literature",
    level: "Pre-primary",
    genre: "Picture book",
    objectives: ["Enjoy a read-aloud story", "Name colours and shapes", "Talk about making things"],
    stage: "Illustration",
    createdBy: "Admin",
    startedDaysAgo: 50,
    updatedDaysAgo: 0,
    deadlineInDays: null,
    team: ["Illustrator"],
    stages: [{ name: "Illustration", status: "In Progress", assignee: "Illustrator", comment: "Spreads 1–8 coloured" }],
    comments: [],
  },
  {
    title: "A Short History of the Swahili Coast",
    author: "Prof. Halima Said",
    summary:
      "Trade, language and city-states from Mogadishu to Sofala, told through archaeology, chronicles and oral history for upper-secondary readers.",
    subject: "History",
    level: "Secondary",
    genre: "Non-fiction",
    objectives: ["Use primary sources", "Explain Indian Ocean trade networks", "Trace the growth of Kiswahili"],
    stage: "Typesetting",
    createdBy: "Admin",
    startedDaysAgo: 200,
    updatedDaysAgo: 4,
    deadlineInDays: 18,
    team: ["Writer", "Editor", "Typesetter"],
    stages: [
      { name: "Writing", status: "Completed", assignee: "Writer" },
      { name: "Editing", status: "Completed", assignee: "Editor" },
      { name: "Typesetting", status: "In Progress", assignee: "Typesetter", comment: "Index pending", dueInDays: 6 },
    ],
    comments: [{ by: "Typesetter", text: "Maps on pages 40–43 need higher-resolution files to print cleanly." }],
  },
  {
    title: "Everyday Science Experiments",
    author: "Peter Njoroge",
    summary:
      "Forty safe experiments with household materials that explain forces, light, sound and simple chemistry, each with a results table.",
    subject: "Science",
    level: "Primary",
    genre: "Activity book",
    objectives: ["Plan a fair test", "Record and present results", "Explain everyday phenomena"],
    stage: "Designing",
    createdBy: "Admin",
    startedDaysAgo: 160,
    updatedDaysAgo: 6,
    deadlineInDays: 35,
    team: ["Writer", "Illustrator", "Typesetter"],
    stages: [
      { name: "Writing", status: "Completed", assignee: "Writer" },
      { name: "Typesetting", status: "Completed", assignee: "Typesetter" },
      { name: "Designing", status: "In Progress", assignee: "Illustrator", comment: "Cover options A and B shared" },
    ],
    comments: [{ by: "Admin", text: "Cover option B, please — the brighter palette works better on the shelf." }],
  },
  {
    title: "Caring for Mothers and Newborns",
    author: "Meridian Hospital Midwifery Unit",
    summary:
      "A community health worker's handbook on antenatal visits, safe delivery and the first six weeks, reviewed by our midwifery team.",
    subject: "Health",
    level: "Adult",
    genre: "Handbook",
    objectives: ["Recognise danger signs in pregnancy", "Support breastfeeding", "Plan home visits"],
    stage: "Final Review",
    createdBy: "Admin",
    startedDaysAgo: 240,
    updatedDaysAgo: 2,
    deadlineInDays: 8,
    team: ["Writer", "Editor", "Illustrator", "Typesetter"],
    stages: [
      { name: "Writing", status: "Completed", assignee: "Writer" },
      { name: "Editing", status: "Completed", assignee: "Editor" },
      { name: "Illustration", status: "Completed", assignee: "Illustrator" },
      {
        name: "Final Review",
        status: "In Progress",
        assignee: "Editor",
        comment: "Clinical sign-off due Monday",
        dueInDays: 4,
      },
    ],
    comments: [
      { by: "Editor", text: "Dosage tables double-checked against the 2024 national guidelines." },
      { by: "Typesetter", text: "Final PDF is on the shared drive for the clinical reviewers." },
    ],
  },
  {
    title: "The Lion Who Lost His Roar",
    author: "Wanjiru Kamau",
    summary:
      "A gentle picture book about a lion who finds his voice again with the help of the smallest animals on the plain.",
    subject: "Literature",
    level: "Pre-primary",
    genre: "Picture book",
    objectives: ["Talk about feelings", "Predict what happens next", "Join in with repeated phrases"],
    stage: "Completed",
    createdBy: "Writer",
    startedDaysAgo: 300,
    updatedDaysAgo: 30,
    deadlineInDays: -20,
    team: ["Illustrator", "Typesetter"],
    stages: [
      { name: "Writing", status: "Completed", assignee: "Writer" },
      { name: "Illustration", status: "Completed", assignee: "Illustrator" },
      { name: "Completed", status: "Completed", assignee: "Typesetter", comment: "Sent to the printer" },
    ],
    comments: [{ by: "Admin", text: "First print run of 5,000 copies delivered to the warehouse. Well done, all." }],
  },
  {
    title: "Small Loans, Big Dreams: Stories of Women Entrepreneurs",
    author: "Esther Achieng",
    summary:
      "Twelve profiles of women who grew businesses with Meridian Microfinance loans, with practical lessons on saving, records and growth.",
    subject: "Business Studies",
    level: "Adult",
    genre: "Biography",
    objectives: ["Keep simple business records", "Understand loan repayment", "Learn from real case studies"],
    stage: "Completed",
    createdBy: "Admin",
    startedDaysAgo: 365,
    updatedDaysAgo: 60,
    deadlineInDays: null,
    team: ["Writer", "Editor"],
    stages: [
      { name: "Interviews", status: "Completed", assignee: "Writer" },
      { name: "Editing", status: "Completed", assignee: "Editor" },
      { name: "Completed", status: "Completed", assignee: "Editor", comment: "Approved for print" },
    ],
    comments: [],
  },
];
