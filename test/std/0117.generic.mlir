"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> memref<4xindex>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 22 : i8}> : () -> i8
    %1 = "tensor.empty"() : () -> tensor<4xi8>
    %2 = "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: i8, %arg5: i8):
      "linalg.yield"(%arg4) : (i8) -> ()
    }) : (i8, tensor<4xi8>) -> tensor<4xi8>
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %4 = "memref.cast"(%3) : (memref<4xi32>) -> memref<4xi32>
    %5 = "arith.constant"() <{value = dense<[[false, false], [false, false], [true, false], [true, false]]> : vector<4x2xi1>}> : () -> vector<4x2xi1>
    %6 = "arith.minsi"(%5, %5) : (vector<4x2xi1>, vector<4x2xi1>) -> vector<4x2xi1>
    %7 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %8 = "arith.extui"(%7) : (i16) -> i64
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%9, %9, %10) ({
    ^bb0(%arg2: index):
      %18 = "math.ctpop"(%7) : (i16) -> i16
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 3 : index}> : () -> index
      %21 = "arith.constant"() <{value = 2 : index}> : () -> index
      "scf.parallel"(%19, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg3: index):
        %24 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
        %25 = "arith.constant"() <{value = 2 : index}> : () -> index
        %26 = "tensor.splat"(%24, %25) : (f32, index) -> tensor<?xf32>
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      %22 = "arith.constant"() <{value = dense<4.000000e+02> : vector<4x2xf16>}> : () -> vector<4x2xf16>
      %23 = "math.fma"(%22, %22, %22) <{fastmath = #arith.fastmath<none>}> : (vector<4x2xf16>, vector<4x2xf16>, vector<4x2xf16>) -> vector<4x2xf16>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "memref.load"(%3, %11) : (memref<4xi32>, index) -> i32
    %13 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %14 = "arith.cmpf"(%13, %13) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 11 : i64}> : (f16, f16) -> i1
    %15 = "arith.constant"() <{value = 5 : index}> : () -> index
    %16 = "memref.alloc"(%15) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
    "memref.dealloc"(%16) : (memref<4x?xf32>) -> ()
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    "func.return"(%17) : (memref<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()

