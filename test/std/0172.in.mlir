!buf0 = memref<8x?xi8>
!tensor1 = tensor<8x4xi32>
!tensor2 = tensor<8x4xindex>
!vec3 = vector<3x1xi8>

func.func private @ext0(i8 {llvm.signext}) -> (f32, memref<8x4xi8>)
func.func private @ext1() -> f32 attributes {llvm.emit_c_interface, note = "generated"}
func.func @fn.0(%1: f32 {test.foo = 1 : i32}) -> (f32 {llvm.noundef}, index {llvm.noundef}, f16) {
   %2 = arith.constant dense<-0.25> : vector<3x1xbf16>
   %x3 = arith.remf %2, %2 fastmath<nnan,ninf> : vector<3x1xbf16>
   %4 = arith.constant dense<1.000000e+00> : tensor<3x1xf32> //
   %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [1, 3, 1] : tensor<3x1xf32> into tensor<1x3x1xf32>
   %6 = arith.constant 4 : index
   %t7 = memref.alloc(%6) : !buf0
   %c = arith.constant 0 : index
   %9 = memref.dim %t7, %c : memref<8x?xi8>
   %empty = tensor.empty() : tensor<8x4xi32>
   %11 = arith.constant 1 : index
   %y = arith.constant 2 : index
   %tmp13 = tensor.extract %empty[%11, %y] : !tensor1
   %empty_14 = tensor.empty() : !tensor2
   %x15 = arith.constant 6 : index
   %c_16 = arith.constant 0 : index
   %extracted_17 = tensor.extract %empty[%x15, %c_16] : tensor<8x4xi32>
   %cst = arith.constant dense<[[2.5], [-1.0], [-7.5]]> : vector<3x1xf64>
   %bitcast = arith.bitcast %cst : vector<3x1xf64> to vector<3x1xi64>
   %c_20 = arith.constant 0x1 : i64
   %c_21 = arith.constant 5 : i64
   %c_22 = arith.constant 2 : i64
   %23 = arith.constant dense<27> : !vec3
   %rhs:2 = scf.for %iv = %c_20 to %c_21 step %c_22 iter_args(%x25 = %1, %sum = %23) -> (f32, vector<3x1xi8>) : i64 {
      %c_28 = arith.constant 0 : i8
      %30 = scf.while (%x29 = %c_28) : (i8) -> (i8) {
         %31 = arith.constant dense<0> : tensor<8x4xi8>
         %33 = arith.constant 7 : index
         %t34 = arith.constant 0 : index
         %extracted_35 = tensor.extract %31[%33, %t34] : tensor<8x4xi8>
         %x36 = arith.constant 0 : i64
         %37 = arith.constant 0x0 : i64
         %38:2 = arith.mulsi_extended %x36, %37 : i64
         %v39 = arith.cmpi eq, %extracted_17, %extracted_17 : i32
         scf.condition(%v39) %extracted_35 : i8
      } do {
      ^bb0(%arg_40: i8):
         %c_41 = arith.constant 1 : i8
         %42 = arith.constant 0x8 : i8
         %c_43 = arith.constant 2 : i8
         scf.for %v45 = %c_41 to %42 step %c_43 : i8 {
            %v47 = arith.constant dense<-1> : vector<8x4xi8>
            %a.b, %res = arith.addui_extended %v47, %v47 : vector<8x4xi8>, vector<8x4xi1>
            scf.yield
         }
         %r, %52 = func.call @ext0(%c_41) : (i8) -> (f32, memref<8x4xi8>)
         %cmp = arith.cmpi ugt, %tmp13, %tmp13 : i32
         scf.if %cmp {    // keep
            %absf = math.absf %r fastmath<reassoc,contract> : f32
            %55 = arith.cmpf ogt, %1, %absf fastmath<reassoc,contract> : f32
         }
         scf.yield %c_41 : i8
      }
      %lhs = memref.alloca() : memref<2048xi8>
      %57 = arith.constant 0 : index
      %58 = memref.view %lhs[%57][] : memref<2048xi8> to memref<4x8xf16>

      %60 = arith.constant dense<-2> : vector<2x3x4xi32>
      %61 = arith.trunci %60 overflow<nsw> : vector<2x3x4xi32> to vector<2x3x4xi16>
      %63 = arith.constant 7 : index
      %empty_64 = tensor.empty(%63) : tensor<8x?xi8>
      scf.yield %1, %23 : f32, !vec3
   }
   %65 = arith.constant 1.0 : f16
   func.return %rhs#0, %c_16, %65 : f32, index, f16 //
}
