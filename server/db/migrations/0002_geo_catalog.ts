import { sql, type Kysely } from 'kysely';

/**
 * Reference data: wilayas and communes, the category tree with its specifications and their
 * datasets, and the portal's menus. Rows come from `resources/` through the seeders; ids of
 * regions, cities and categories are the resources' own, so they are the same in every database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('regions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .addColumn('daira_names', 'jsonb', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    // Commune names repeat across wilayas, never within one; this also serves "cities of a region".
    .addUniqueConstraint('cities_region_id_slug_key', ['region_id', 'slug'])
    .execute();

  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_region_id_fkey', ['region_id'], 'regions', ['id'])
    .execute();

  // Identity columns accept the resources' explicit ids; the seeder moves the sequence past them
  // so categories created later (by an operator) get fresh ids.
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .addColumn('icon', 'text')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('delivery', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('delivery_type', 'text')
    .addColumn('is_without_exchange', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('price_units', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // Some categories only group others and forbid adding an announcement directly.
    .addColumn('is_publishable', 'boolean', (col) => col.notNull().defaultTo(true))
    // Beyond this many active announcements of one user in the category, new ones wait (VALIDATED_QUEUED).
    .addColumn('max_active_announcements', 'integer')
    .addCheckConstraint('categories_not_own_parent', sql`parent_id is null or parent_id <> id`)
    .execute();
  await db.schema
    .createIndex('categories_parent_id_rank_idx')
    .on('categories')
    .columns(['parent_id', 'rank'])
    .execute();

  await db.schema
    .createTable('specifications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('codename', 'text', (col) => col.notNull().unique())
    .addColumn('labels', 'jsonb', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    // A display hint for forms and filters (select, chips, switch...).
    .addColumn('class', 'text')
    // The specification whose chosen value filters this one's datasets (a car model depends on its brand).
    .addColumn('depends_on', 'integer', (col) => col.references('specifications.id').onDelete('set null'))
    // Sub-specifications belong to a parent specification and only apply once the parent has a value.
    .addColumn('parent_id', 'integer', (col) => col.references('specifications.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('specifications_parent_id_idx').on('specifications').column('parent_id').execute();

  await db.schema
    .createTable('specification_datasets')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('specification_id', 'integer', (col) =>
      col.notNull().references('specifications.id').onDelete('cascade'),
    )
    .addColumn('codename', 'text', (col) => col.notNull())
    .addColumn('labels', 'jsonb', (col) => col.notNull())
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    // For a dependent specification: the codename of the value of `depends_on` this value belongs to.
    .addColumn('parent_codename', 'text')
    .addUniqueConstraint('specification_datasets_specification_id_codename_key', ['specification_id', 'codename'])
    .execute();

  await db.schema
    .createTable('category_specifications')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('specification_id', 'integer', (col) =>
      col.notNull().references('specifications.id').onDelete('cascade'),
    )
    .addColumn('is_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_specifications_pkey', ['category_id', 'specification_id'])
    .execute();
  await db.schema
    .createIndex('category_specifications_specification_id_idx')
    .on('category_specifications')
    .column('specification_id')
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('menu_type', 'text', (col) => col.notNull().check(sql`menu_type in ('LISTING_MENU', 'MEGA_MENU')`))
    .addColumn('names', 'jsonb', (col) => col.notNull())
    .addColumn('icon_light', 'text')
    .addColumn('icon_dark', 'text')
    .addColumn('target_type', 'text', (col) => col.notNull().check(sql`target_type in ('LINK', 'CATEGORY', 'SEARCH')`))
    .addColumn('target_link', 'text')
    .addColumn('target_category_id', 'integer', (col) => col.references('categories.id').onDelete('cascade'))
    .addColumn('target_q', 'text')
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    // The column that matches the target type is the one that is filled.
    .addCheckConstraint(
      'menus_target_filled',
      sql`(target_type = 'LINK' and target_link is not null)
        or (target_type = 'CATEGORY' and target_category_id is not null)
        or (target_type = 'SEARCH' and target_q is not null)`,
    )
    .execute();
  await db.schema.createIndex('menus_menu_type_rank_idx').on('menus').columns(['menu_type', 'rank']).execute();
  await db.schema.createIndex('menus_target_category_id_idx').on('menus').column('target_category_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('menus').execute();
  await db.schema.dropTable('category_specifications').execute();
  await db.schema.dropTable('specification_datasets').execute();
  await db.schema.dropTable('specifications').execute();
  await db.schema.dropTable('categories').execute();
  await db.schema.alterTable('users').dropConstraint('users_region_id_fkey').execute();
  await db.schema.dropTable('cities').execute();
  await db.schema.dropTable('regions').execute();
}
