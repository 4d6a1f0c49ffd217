import { readFileSync } from 'node:fs';
import { DockerfileParser, ModifiableInstruction, type Env, type Instruction } from 'dockerfile-ast';

export interface Stage {
  from: string;
  instructions: Instruction[];
}

/** A Dockerfile's stages, each with the instructions after its FROM. */
export function readStages(path: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(readFileSync(path, 'utf8')).getInstructions()) {
    if (instruction.getKeyword() === 'FROM')
      stages.push({ from: instruction.getArgumentsContent() ?? '', instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The arguments of a stage's instructions of one kind, in order, flags first (`--from=build /out ./`). */
export function argumentsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions
    .filter((i) => i.getKeyword() === keyword)
    .map((i) => {
      const flags = i instanceof ModifiableInstruction ? i.getFlags().map((f) => f.toString()) : [];
      return [...flags, i.getArgumentsContent() ?? ''].join(' ');
    });
}

/** The variables a stage's ENV instructions set, values as written (build arguments unexpanded). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of stage.instructions) {
    if (instruction.getKeyword() !== 'ENV') continue;
    for (const property of (instruction as Env).getProperties()) env[property.getName()] = property.getValue() ?? '';
  }
  return env;
}
