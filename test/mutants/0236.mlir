// ir-gen random --seed 33 --size 13
!T_0 = complex<none>
#loc0 = -70.62E4
!alias_1 = f8E5M2FNUZ
#map1 = dense<0x474CD5> : tensor<i32>

"builtin.module"() ({
    "my_dialect.thing"() ({
    ^loop0(%value0 : tensor<36xvector<[6]xi32>>, %value1: tensor<index>):
        %-2:2 = "bar.yield"(%value1, %value0) {}:   (tensor<index>, tensor<36xvector<[6]xi32>>) -> (f32, vector<2xsi64>) loc("a.mlir":38:8 to 40:40)
        %$3 = "foo.compute"(%-2#0, %value1, %value0) {}: (f32, tensor<index>, tensor<36xvector<[6]xi32>>) -> none
        "foo.op"()<{}>: () -> () loc(unknown)
        %value4:4 = "my_dialect.thing"(%-2#1, %-2#0) ({
        ^b1(%_5: tensor<ui1>, %6: bf16 loc("dir/with space.c":259:4294967295)):
            "a.jump"(%value0, %$3, %_5)[^bb2]: (tensor<36xvector<[6]xi32>>, none,
    tensor<ui1>) -> ()
        ^bb2():
            %$7 = "a.b"() {value0= [true, 8.453 : bf16], k$1= ". \00a-}", z92= false}: () -> !bar.param<95 {"x y" , {f32, -6, 38}} ?> loc("f":36:80 to :80)
            %x8 = "foo.bar"(%-2#0) {z90, b1= distinct[2]<unit>}: (f32) -> !T_0 loc("f":29:67 to :69)
            %_9 = "z.nop"(%$3) ({
            ^bb4(%_10: !T_0 loc("x"), %v11: vector<[10]x5xbf16> loc("callee"("name")), %$12 : bf16 loc("with \"q\"")):
            }, {
            ^5:
                "x.switch"(%6)[^bb6] {sym_name0= dense<[[-170141183460469231731687303715884105728, 5737326302407409], [0, 56084131412511003137152264679727720676931196222562338546689480739885090663873728620560672438062211219021214981581894703506358369374209607666786880377963660025473172599420570829901377809446228818890051788554233407771023100517177562799746932363025108657271439975177998205002310270865225502], [-170141183460469231731687303715884105728, 170141183460469231731687303715884105727]]> : vector<3x2xsi1024>}: (bf16) -> ()
            ^bb6(%13: bf16 loc("src/x.py":24:33 to 27:17)):
                "foo.compute"(%value0): (tensor<36xvector<[6]xi32>>) -> ()
                "x.y"(%x8) <{d.k0}> {attr0= #loc0, foo.k1= 2.139 : f64, k$2= affine_map<(d0, d1) -> (4 * (1 * (d1)), (9 - d1) ceildiv 1)>, attr3}: (!T_0) -> () loc("f":42)
                "x.switch"()[^bb7]: () -> ()
            ^bb7():
                "a.jump"(%$7,
    %_5)[^bb8]: (!bar.param<95 {"x y" , {f32, -6, 38}} ?>, tensor<ui1>) -> () // trailing comment
            ^bb8:
                "cfx.cond_br"(%x8, %_5)[^bb7] {attr0=	 false, attr1= array<f64>}: (!T_0, tensor<ui1>) -> () loc("a.mlir":70)
            }): (none) -> (tensor<*xui1024>) loc(fused[])
            "a.jump"(%value0, %-2#1)[^3, ^bb2]: (tensor<36xvector<[6]xi32>>, vector<2xsi64>) -> ()
        ^3():
            %14 = "my_dialect.thing"(%-2#0, %-2#1) <{}> {z90= bf16}: (f32, vector<2xsi64>) -> f8E4M3
        }): (vector<2xsi64>, f32) -> (f8E4M3FNUZ, complex<f6E2M3FN>, f80, i64)
        %x15, %tmp_16:2 = "my_dialect.thing"() {sym_name0, a1= "\n__", x2= [#loc0]}: () -> (complex<i17>, memref<*xbf16, 2>, index)
    }, {
        "cfx.cond_br"()[^x.y10, ^x.y10]: () -> () loc(callsite("f":245:487 at unknown))
    ^x.y10(%_17: f16, %v18: !bar<"x<y>">, %19: vector<15x[7]xindex>):
        %20:2 = "foo.op"(%_17, %_17)<{}>: (f16, f16) -> (memref<?x?xindex, 3>, bf16) loc("name")
    }): () -> () loc(fused<#foo.m>[unknown, "x"])
    %tmp_21 = "foo.compute"() <{attr0= dense<"0x0084730A"> : tensor<ui32>, k$1, d.k2= 18446744073709551615: i64, z93= #loc0}>: () -> (memref<29x932xbf16, affine_map<(d0, d1) -> (6 * (d1) + (d1) floordiv 6, d0)>>)
    %a.b22 = "my_dialect.thing"(%tmp_21, %tmp_21, %tmp_21)<{"quoted key 0"= affine_set<(i0, i1, i2)[N0] : (9 * (i0) + -(i2) <= 2, N0 == 0)>, my.k1= {"quoted key 0"= 17652, b1 = 0: i1, value2= 13 : index}, _u2= @x.y::@s$::@f_1}> {value0  = affine_map<(d0, d1)[s0] -> ()>}: (memref<29x932xbf16, affine_map<(d0, d1) -> (6 * (d1) + (d1) floordiv 6, d0)>>, memref<29x932xbf16, affine_map<(d0, d1) -> (6 * (d1) + (d1) floordiv 6, d0)>>, memref<29x932xbf16, affine_map<(d0, d1) -> (6 * (d1) + (d1) floordiv 6, d0)>>) -> index
    %value23 = "z.nop"(%tmp_21, %a.b22, %tmp_21) {foo.k0= #map1, my.k1= dense<"0x17C9EA6BB7DA055A"> : tensor<f64>, value2= [distinct[5]<affine_map<(d0, d1, d2)[s0] -> ()>>, 0.2866790 : f16], k$3= affine_map<(d0, d1, d2)[s0, s1] -> ((9 * (d1)) ceildiv 4)>}	: (memref<29x932xbf16, affine_map<(d0, d1) -> (6 * (d1) + (d1) floordiv 6, d0)>>, index, memref<29x932xbf16, affine_map<(d0, d1) -> (6 * (d1) + (d1) floordiv 6, d0)>>) -> (!alias_1) loc("v"("src/x.py":71))
}) : () -> ()
