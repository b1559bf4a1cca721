package dev.zeitnot.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class that uses a program outside the JDK and Maven ({@link ExternalProgram}): it is
 * skipped where the program is absent, and {@code -Dgroups=external-programs} selects it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(ExternalProgram.TAG)
public @interface UsesExternalPrograms {
}
