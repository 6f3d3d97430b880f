import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { EmailDto } from '../identity/dto/auth.dto.js';
import { SubscribeToNewsletter } from './commands/subscribe/command.js';
import { ListSubscriptions } from './queries/list-subscriptions.js';

class SubscriptionFilterDto {
  @ApiPropertyOptional({ description: 'Only this address (for a customer: only if it is theirs)' })
  @IsOptional()
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsString({ message: 'email must be text' })
  email?: string;
}

@ApiTags('newsletter')
@Controller('newsletters')
@RequireLogin()
export class NewsletterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Subscribe an address (400 with an email field when already subscribed)' })
  subscribe(@Body() dto: EmailDto, @CurrentUser() user: AuthenticatedUser) {
    return this.commands.execute(new SubscribeToNewsletter(dto.email, user.id));
  }

  @Get()
  @ApiOperation({ summary: "Subscriptions: all of them for staff, the caller's own for a customer" })
  list(@Query() dto: SubscriptionFilterDto, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListSubscriptions(user, dto.email));
  }
}
