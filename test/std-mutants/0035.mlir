module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<3xindex> {llvm.noundef, test.tag = "x"}, vector<4xi8>, index)
  func.func private @ext1(f32) -> (f32 {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func private @helper0(%arg_1: memref<3xi8>, %2: f32) -> (memref<3xf32> {llvm.noundef, test.tag = "x"}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %x3 = arith.constant -1 : index
      %4 = arith.index_castui %x3 : index to i32
      %c = arith.constant 1 : index
      %c_6 = arith.constant 9 : index
      %8 = arith.constant 3 : index
      // ---- comment line ----
      scf.for %iv_9 = %c to %c_6 step %8 {
        %t10:2 = arith.mului_extended %4, %4 : i32
      }
      %alloc = memref.alloc() : memref<3xf32>
      return %alloc : memref<3xf32>
    }
  }
  func.func private @f0(%arg: index) -> (memref<?xf32> {llvm.noundef}, vector<4xi8>) attributes {llvm.emit_c_interface, note = "generated"} {
    %2 = arith.constant dense<[1.0,1.0,0.0]> : vector<3xbf16>

    %rhs = arith.mulf %2, %2 fastmath<fast> : vector<3xbf16>
    %a.b = memref.alloc() : memref<3x1xf32>
    %alloc_5 = memref.alloc() : memref<3x1xf32>
    linalg.transpose ins(%a.b : memref<3x1xf32>) outs(%alloc_5 : memref<3x1xf32>) permutation = [0, 1]
    %6 = tensor.empty() : tensor<4x3xf32>
    %x7 = arith.constant 0 : index
    %lhs = tensor.dim %6, %x7 : tensor<4x3xf32>
    %9 = arith.constant dense<2.5> : tensor<2x3xf32>
    %10 = tensor.insert_slice %9 into %6[2, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
    %tmp11 = arith.constant 5 : index
    %12 = tensor.empty(%tmp11) : tensor<2x3x?xindex> //
    %c = arith.constant 0 : index
    %14 = arith.constant 1 : index
    %15 = arith.constant 0 : index
    %inserted_16 = tensor.insert %lhs into %12[%c, %14, %15] : tensor<2x3x?xindex>
    %17 = arith.constant 2 : index
    %alloc = memref.alloc(%17) : memref<?xf32>
    %sum = arith.constant dense<[-1,0,41,-1]> : vector<4xi8>
    func.return %alloc, %sum : memref<?xf32>, vector<4xi8>
  }
  func.func @f1(%arg_1: memref<4xf32> {llvm.noundef, test.tag = "x"}, %sum: i8 {test.foo = 1 : i32}, %3: memref<3xf32>) -> vector<4xi8> attributes {ref = @inner::@helper0} {
    %x_1 = arith.constant dense<-10> : vector<4x4xi8>
    %v5 = tensor.empty() : tensor<3xi8>
    %x6 = tensor.expand_shape %v5 [[0, 1]] output_shape [3, 1] : tensor<3xi8> into tensor<3x1xi8>
    %v7 = arith.constant true
    %y = arith.select %v7, %sum, %sum : i8
    %a.b = arith.constant 3.0 : f32
    %atanh = math.atanh %a.b fastmath<afn> : f32
    %11 = arith.constant 1 : i16
    %cmp = arith.cmpi slt, %11, %11 : i16
    %sel_13 = arith.select %cmp, %y, %y : i8
    %lhs = arith.constant dense<[0,44,1,0]> : vector<4xi8>
    return %lhs : vector<4xi8>
  }
}
