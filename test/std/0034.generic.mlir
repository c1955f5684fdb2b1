"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (index, vector<2x4xbf16>, index) -> (bf16, tensor<4x?xindex>), res_attrs = [{llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: index, %arg1: vector<2x4xbf16>, %arg2: index):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.cmpi"(%0, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %3 = "arith.select"(%1, %2, %2) : (i1, f16, f16) -> f16
    %4 = "arith.constant"() <{value = dense<[[11, 44, 4, 1], [-1, -1, -1, 0]]> : vector<2x4xi32>}> : () -> vector<2x4xi32>
    %5 = "arith.remsi"(%4, %4) : (vector<2x4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xindex>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "memref.dim"(%6, %7) : (memref<4x8xindex>, index) -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "tensor.from_elements"(%7, %arg2, %9, %arg2) : (index, index, index, index) -> tensor<2x2xindex>
    %11 = "arith.uitofp"(%0) : (i32) -> f64
    "scf.execute_region"() ({
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "arith.constant"() <{value = 2 : index}> : () -> index
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "arith.constant"() <{value = 80 : i16}> : () -> i16
      %19:2 = "scf.parallel"(%15, %16, %17, %18, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
      ^bb0(%arg3: index):
        %20 = "arith.constant"() <{value = 63 : i8}> : () -> i8
        %21 = "math.ctpop"(%20) : (i8) -> i8
        %22 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
        "scf.reduce"(%22, %11) ({
        ^bb0(%arg6: i16, %arg7: i16):
          %24 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
          "scf.reduce.return"(%24) : (i16) -> ()
        }, {
        ^bb0(%arg4: f64, %arg5: f64):
          %23 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "scf.reduce.return"(%23) : (f64) -> ()
        }) : (i16, f64) -> ()
      }) : (index, index, index, i16, f64) -> (i16, f64)
      "scf.yield"() : () -> ()
    }) : () -> ()
    %12 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "tensor.empty"(%13) : (index) -> tensor<4x?xindex>
    "func.return"(%12, %14) : (bf16, tensor<4x?xindex>) -> ()
  }) : () -> ()
}) : () -> ()

