import { Controller } from '@nestjs/common';
import {
  IdentityRequests,
  type Actor,
  type CreateCreator,
  type DirectoryQuery,
  type HandledData,
  type ImportCreatorsRequest,
  type SetCreatorListsRequest,
} from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { claimInfo } from './creator-claims.js';
import { CreatorListsService } from './creator-lists.service.js';
import { CreatorsDirectoryService } from './creators-directory.service.js';

/** The creators directory, a creator's page for a brand, 'Crear Creador' and the creator lists (issue 16). */
@Controller()
export class CreatorsDirectoryController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: CreatorsDirectoryService,
    private readonly lists: CreatorListsService,
  ) {}

  @Handles(IdentityRequests.creatorDirectory)
  page(data: DirectoryQuery, actor: Actor) {
    return this.directory.page(actor, data);
  }

  @Handles(IdentityRequests.exportCreators)
  exportPage(data: HandledData<typeof IdentityRequests.exportCreators>, actor: Actor) {
    return this.directory.exportPage(actor, data.filters, data.after);
  }

  @Handles(IdentityRequests.creatorDetail)
  detail(data: { id: string; brandId?: string }, actor: Actor) {
    return this.directory.detail(actor, data.id, data.brandId);
  }

  @Handles(IdentityRequests.createCreator)
  create(data: CreateCreator & { origin: string }, actor: Actor) {
    return this.directory.create(actor, data);
  }

  /** What a claim link is for, for the sign-up page (anyone holding the link may ask). */
  @Handles(IdentityRequests.claimInfo)
  claimInfo(data: { token: string }) {
    return claimInfo(this.dataSource.manager, data.token);
  }

  @Handles(IdentityRequests.importCreators)
  import(data: ImportCreatorsRequest, actor: Actor) {
    return this.directory.import(actor, data);
  }

  /** Catalogue's question before an invitation (its contract names it as the only caller). */
  @Handles(IdentityRequests.creatorVisibleToBrand)
  visibleToBrand(data: { creatorId: string; brandId: string }) {
    return this.directory.visibleToBrand(data.creatorId, data.brandId);
  }

  @Handles(IdentityRequests.listCreatorLists)
  listLists(data: { creatorId?: string }, actor: Actor) {
    return this.lists.list(actor, data.creatorId);
  }

  @Handles(IdentityRequests.createCreatorList)
  createList(data: { name: string; description: string | null }, actor: Actor) {
    return this.lists.create(actor, data);
  }

  @Handles(IdentityRequests.setCreatorLists)
  setLists(data: SetCreatorListsRequest, actor: Actor) {
    return this.lists.setForCreator(actor, data);
  }
}
