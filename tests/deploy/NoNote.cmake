# Programs without the guard carry no expectation: one that uses cuDNN
# (judged without one: NoNoteJudged), one that does not.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
add_executable(unguarded "${DEPLOY_PROGRAMS}/app.c")
target_link_libraries(unguarded PRIVATE CuDNNStrict::cudnn)
add_executable(plain "${DEPLOY_PROGRAMS}/plain.c")
deploy_guarded_program(app)
