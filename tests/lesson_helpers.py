"""What the lesson tests share: when a lesson waits for the person."""


def lesson_waits(window) -> bool:
    """The lesson waits for the person: to read on, or to make a move it asks for."""
    guide = window.lessons.guide
    if guide is None or window.scene.is_moving():
        return False
    course = guide.course
    if course.reading():
        return True
    step = course.current
    return (
        step is not None
        and step.move
        and step.at == len(window.session.model.decisions)
        and window.gate.taking_input
        and bool(window.controller.choice.clicks)
    )
