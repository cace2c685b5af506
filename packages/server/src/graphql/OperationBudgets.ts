import { AnswerBudget } from './AnswerBudget.js';
import type { LargeAnswerGate } from './LargeAnswerGate.js';

/** The answer budgets of a websocket's operations in progress, by the socket's context and operation id. */
export class OperationBudgets {
  private readonly ofSocket = new WeakMap<object, Map<string, AnswerBudget>>();

  constructor(private readonly gate: LargeAnswerGate) {}

  start(socket: object, id: string, personId: string): AnswerBudget {
    const budget = new AnswerBudget(personId, this.gate);
    let budgets = this.ofSocket.get(socket);
    if (!budgets) this.ofSocket.set(socket, (budgets = new Map<string, AnswerBudget>()));
    budgets.get(id)?.finish();
    budgets.set(id, budget);
    return budget;
  }

  finish(socket: object, id: string): void {
    const budgets = this.ofSocket.get(socket);
    budgets?.get(id)?.finish();
    budgets?.delete(id);
  }

  finishAll(socket: object): void {
    for (const budget of this.ofSocket.get(socket)?.values() ?? []) budget.finish();
    this.ofSocket.delete(socket);
  }
}
