"builtin.module"() ({
    %value0:4 = "bar.yield"() {a0= dense<[[[0x46]], [[-128]]]> : tensor<2x1x1xi8>, _u1= "\\X\"!"}: () -> (complex<f64>, !foo<"x<y>">, tensor<5xindex>, f6E3M2FN) loc("src/x.py":35:4 to 35:65)
    %$1 = "foo.bar.baz"(%value0#2, %value0#3, %value0#0) ({
}, {
    ^bb0(%-2: !my_dialect.t<<<24,?>,?>>):
        "my_dialect.thing"(%value0#1, %value0#1, %value0#2): (!foo<"x<y>">, !foo<"x<y>">, tensor<5xindex>) -> ()
        "d.op_1"() ({
}) {x0= true, foo.k1, sym_name2= dense<[[(38, -99)], [(29, -76)]]> : tensor<2x1xcomplex<i32>>}: () -> ()
        "a.b"(%-2, %value0#3, %value0#0) {k$0= 1 : index}: (!my_dialect.t<<<24,?>,?>>, f6E3M2FN, complex<f64>) -> ()
        %3, %4:2 = "my_dialect.thing"(%-2, %-2)<{"quoted key 0"= [0: ui32, 6.02214076e23 : f32, array<i1>], attr1= 15 : index, k$2= memref<6x49x?xvector<[2]xf80>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 5>}> ({
            "foo.bar.baz"(%value0#3): (f6E3M2FN) -> () loc(fused[callsite("":164:4294967295 at "":6:38 to 6:25), "n"("f":3:46 to 6:59)])
        }): (!my_dialect.t<<<24,?>,?>>, !my_dialect.t<<<24,?>,?>>) -> (index, vector<1x14x[7]xf32>, tensor<*xvector<4x[2]x2xi16>>)
        "foo.bar"(%value0#1) {}: (!foo<"x<y>">) -> ()
        "a.b"()<{}> ({
            %value5 = "d.op_1"(): () -> f64
            %value6:3 = "bar.yield"(%value0#1, %4#0) {}: (!foo<"x<y>">, vector<1x14x[7]xf32>) -> (i24, tensor<?x2x2x31xbf16>, none) loc("src/x.py":318:27)
        }): () -> () loc("n"("":4294967295:377))
    }, {
        %value7 = "bar.yield"(%value0#1, %value0#1, %value0#2) {foo.k0= 0xFFFFFFFF: i32, a1= 0: ui17}: (!foo<"x<y>">, !foo<"x<y>">, tensor<5xindex>) -> i3
        "foo.bar"(%value0#3, %value0#1): (f6E3M2FN, !foo<"x<y>">) -> ()
        "cfx.cond_br"(%value0#3, %value0#1, %value0#2)[^$4]<{value0, value1= 2.718281828459045 : f32, my.k2= dense_resource<blob0> : tensor<5xi32>, my.k3= {my.k0= -1, x1= 0.4994568 : f8E4M3, sym_name2= 2.323 : f64, x3= loc(callsite(callsite("dir/with space.c":9:8 to :15 at "":4294967295:0) at "dir/with space.c":9:36 to :44))}}> ({
        ^6(%r8 : f32 loc(fused["a.mlir":406:499, "":463:4294967295, fused["":5:48 to 7:35, "x", "":9:255]]), %_9: index, %_10: memref<2xsi7, strided<[1]>> loc(unknown)):
            %11 = "a.b"()<{}> {k$0= 0x14 : f6E2M3FN, _u1= [dense<[[(21, -15), (92, -33), (48, -84), (20, -67)]]> : tensor<1x4xcomplex<i32>>]}: () -> f16
            "a.b"(%_10, %r8) {"quoted key 0"=	 array<f32: 0x1BDA1AA0,  628.955515>}: (memref<2xsi7, strided<[1]>>, f32) -> () loc("":12:61 to 14:20)
        }, {
        ^7(%_12 : complex<f64	>, %$13 : !bar.t<<<? ?>,?>,[-7],{-1,abc}>):
            "foo.bar"(%_12) ({
            ^bb10(%value14 : complex<f8E4M3B11FNUZ>, %15: i1024):
                %_16 = "bar.yield"() {}: () -> f16 loc(callsite("":390:55 at "":27))
                "foo.br"()[^bb11] {my.k0=   memref<4xsi32, strided<[1], offset:0>, {kind = "scratch"}>, k$1= -4.9e-324 : bf16}: () -> () loc("src/x.py":13:42 to :42)
            ^bb11(%v17 : tensor<658x?x2x965xi1, #foo.enc<<"x y",true>>>, %-18: si17 loc("f":486:4294967295)):
                %19 = "x.y"(%v17) {z90= [0.3467541 : f32, affine_map<()[s0] -> ((7 + 3) mod 5, s0)>, complex<f6E3M2FN>], foo.k1= f64}: (tensor<658x?x2x965xi1, #foo.enc<<"x y",true>>>) -> vector<5x5x15xi16> loc("a.mlir":4294967295:118)
                %20 = "z.nop"(%-18, %_16, %value0#0)<{attr0}> {}: (si17, f16, complex<f64>) -> f4E2M1FN loc(callsite(callsite("name" at "src/x.py":17:42 to :42) at "":90:119))
                "foo.br"()[^12]: () -> () loc("dir/with space.c":192:337)
            ^12(%_21 : complex<i32>, %value22 : (f8E4M3FN) -> i8 loc(fused["a.mlir":9:80 to :89, callsite("f":26:70 to :74 at "src/x.py":471:352), "a.mlir":9:27 to 11:3])):
                "a.jump"(%_16, %value0#2, %value22)[^exit13] {}: (f16, tensor<5xindex>, (f8E4M3FN) -> i8) -> ()
            ^exit13:
                "foo.bar.baz"() {z90= dense<0.3> : tensor<f64>, k$1, x2= 0.0 : f8E8M0FNU, _u3}: () -> ()
                "foo.bar.baz"() {a0= affine_map<(d0)[s0, s1] -> ()>, my.k1= f64, _u2= 0xD347 : f16, x3= 1.337 : f32}: () -> ()
                "cfx.cond_br"(%$13, %_16)[^bb11] {}: (!bar.t<<<? ?>,?>,[-7],{-1,abc}>, f16) -> () loc(callsite("src/x.py":4294967295:108 at "v"("src/x.py":0:488)))
            }): (complex<f64	>) -> ()
            "foo.bar"()<{_u0=	 43: i8, foo.k1= 1: i128, attr2= true}> ({
                "x.y"(%value0#3, %value0#1, %_12) {b0= #my.p<<{71, ?, f32}> ? -5>, foo.k1= "!\\ß-"}: (f6E3M2FN, !foo<"x<y>">, complex<f64	>) -> ()
            }): () -> () loc("dir/with space.c":49:3 to 51:78)
            %23 = "z.nop"() ({
            ^bb15:
                "foo.br"(%value0#2, %value7, %value0#3)[^bb16] {z90, my.k1= false, attr2= 340282366920938463463374607431768211455: i128}: (tensor<5xindex>, i3, f6E3M2FN) -> ()
            ^bb16:
                "a.jump"(%value0#0, %value0#3)[^b17]: (complex<f64>,f6E3M2FN) -> () loc(callsite("dir/with space.c":290:441 at "name"))
            ^b17:
                %_24 = "foo.op"(%value0#2, %_12, %_12): (tensor<5xindex>, complex<f64	>, complex<f64	>) -> tensor<?x?x3xui16, {a = 1 : i64}> loc("a.mlir":480:277)
            }): () -> tuple<f8E4M3B11FNUZ, si32> loc("":45:50 to 46:45)
            "z.nop"() <{}>: () -> ()
            "cfx.cond_br"(%23)[^bb8, ^bb8] {}: (tuple<f8E4M3B11FNUZ, si32>) -> () loc("f":0:0)
        ^bb8(%value25: f8E4M3):
            "x.switch(%23, %23)[^$9] {d.k0= "\C3\A9< \n\n\t\00", sym_name1= dense_resource<r.1> : tensor<2xf64>, "quoted key 2"= -1.17549435e-38 : f80}: (tuple<f8E4M3B11FNUZ, si32>, tuple<f8E4M3B11FNUZ, si32>) -> ()
        ^$9:
            "x.switch"(%_12, %23)[^bb8]: (complex<f64	>, tuple<f8E4M3B11FNUZ, si32>) -> () loc("src/x.py":21:63 to 21:74)
        }) {}: (f6E3M2FN, !foo<"x<y>">, tensor<5xindex>) -> ()
    ^$4():
        "x.switch"(%value7, %value0#1)[^bb5] {_u0= {b0= distinct[2]<35 : index>}, value1= "\n\"<é🙂{<\"ß\"\C4", attr2= [dense<-2147483648> : tensor<1x4xi32>, array<i64: 0x0>, dense<[[178, 588, 108, 427], [27, 981, 186, 546], [986, 426, 717, 59], [945, 211, 890, 486]]> : tensor<4x4xindex>], z93= 0.2}: (i3, !foo<"x<y>">) -> ()
    ^bb5():
        %_26, %27:3 = "z.nop"(%value0#3)  : (f6E3M2FN) -> (ui8, tuple<si32>, si32, vector<6x[7]xi32>) loc("v"("name"))
    }): (tensor<5xindex>, f6E3M2FN, complex<f64>) -> memref<?x1xf128> loc(fused["op.1"])
    %28 = "foo.bar"(%$1, %value0#3, %value0#3)<{}> {a0= 86.28E9 : f8E4M3FNUZ, attr1, a2}: (memref<?x1xf128>, f6E3M2FN, f6E3M2FN) -> f8E3M4
    %_29, %30:2 = "foo.compute"(%28, %28): (f8E3M4, f8E3M4) -> (i17, tuple<i64, f4E2M1FN, i7>, tuple<i16, none>)
}) : () -> () loc("f":40:61 to 43:10)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0400000092865AA55AD32854B9405777C506228F39E349D3",
      r.1: "0x08000000C92C2ADD1DA3E9A205CB45C8F6818F3E"
    }
  }
#-}
