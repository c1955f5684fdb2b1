"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (i16, i8, i16, i8) -> f32, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f0"}> ({
  ^bb0(%arg0: i16, %arg1: i8, %arg2: i16, %arg3: i8):
    %0 = "arith.extui"(%arg0) : (i16) -> i32
    %1 = "arith.constant"() <{value = -15 : i32}> : () -> i32
    %2 = "arith.cmpi"(%1, %1) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %3 = "tensor.empty"() : () -> tensor<4x8xf32>
    %4 = "arith.select"(%2, %3, %3) : (i1, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    %7 = "tensor.extract"(%3, %5, %6) : (tensor<4x8xf32>, index, index) -> f32
    %8 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e+00, 1.000000e+02]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %9 = "arith.truncf"(%8) : (tensor<3xf32>) -> tensor<3xbf16>
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "memref.alloc"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xindex>
    "memref.dealloc"(%11) : (memref<?x8xindex>) -> ()
    %12 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %13 = "arith.fptosi"(%12) : (f64) -> i64
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "memref.load"(%14, %15) : (memref<3xi16>, index) -> i16
    %17 = "arith.negf"(%3) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "arith.andi"(%10, %5) : (index, index) -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 6 : index}> : () -> index
    %24 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%19, %22, %20, %23, %21, %24) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg6: index, %arg7: index):
      %35 = "arith.constant"() <{value = 1 : index}> : () -> index
      %36 = "arith.minsi"(%18, %35) : (index, index) -> index
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %25 = "arith.constant"() <{value = 26 : i32}> : () -> i32
    %26 = "scf.while"(%25) ({
    ^bb0(%arg5: i32):
      %34 = "arith.constant"() <{value = dense<-1> : vector<3xi32>}> : () -> vector<3xi32>
      "scf.condition"(%2, %25) : (i1, i32) -> ()
    }, {
    ^bb0(%arg4: i32):
      %28 = "tensor.cast"(%3) : (tensor<4x8xf32>) -> tensor<?x8xf32>
      "memref.copy"(%11, %11) : (memref<?x8xindex>, memref<?x8xindex>) -> ()
      %29 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %30 = "func.constant"() <{value = @f0}> : () -> ((i16, i8, i16, i8) -> f32)
      %31 = "func.call_indirect"(%30, %16, %29, %16, %arg3) : ((i16, i8, i16, i8) -> f32, i16, i8, i16, i8) -> f32
      %32 = "arith.divf"(%31, %7) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
      %33 = "arith.constant"() <{value = -17 : i32}> : () -> i32
      "scf.yield"(%33) : (i32) -> ()
    }) : (i32) -> i32
    %27 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%27) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

