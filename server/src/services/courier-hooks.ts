import { invalidFields, type FieldProblem } from '../errors.ts';
import { isMember, knownNodeIds } from '../repositories/shipment-repository.ts';
import type { ResourceHooks } from './resource-service.ts';

/** A courier's nodes are nodes of the organisation, and the employee it links to is a member of it. */
export function courierHooks(): ResourceHooks {
  return {
    async prepare(values, { trx, actor }) {
      const problems: FieldProblem[] = [];
      const nodeIds = (values.nodeIds as string[] | undefined) ?? [];
      const known = await knownNodeIds(trx, actor.orgId, nodeIds);
      nodeIds.forEach((id, i) => {
        if (!known.has(id)) problems.push({ field: `nodeIds.${i}`, message: `Nodes served, row ${i + 1}: no such node` });
      });
      const employeeId = values.employeeId as string | null | undefined;
      if (employeeId && !(await isMember(trx, actor.orgId, employeeId)))
        problems.push({ field: 'employeeId', message: 'No such employee' });
      if (problems.length) throw invalidFields(problems);
    },
  };
}
